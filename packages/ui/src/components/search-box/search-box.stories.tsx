import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchBox } from "./search-box";

const meta = {
  title: "Frame/SearchBox",
  component: SearchBox,
  args: { onSearch: () => {} },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: "增值税" } };
