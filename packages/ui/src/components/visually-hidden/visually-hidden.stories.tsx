import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "./visually-hidden";

const meta = {
  title: "Layout/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "税学堂首页" },
  render: (args) => (
    <p>
      下方没有可见文字；屏幕阅读器会读出「{String(args.children)}」。
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const PageHeading: Story = { args: { as: "h1" } };
