import type { Meta, StoryObj } from "@storybook/react-vite";
import { OrgBackButton } from "./org-back-button";

const meta = {
  title: "Frame/OrgBackButton",
  component: OrgBackButton,
  args: { onBack: () => {} },
} satisfies Meta<typeof OrgBackButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
