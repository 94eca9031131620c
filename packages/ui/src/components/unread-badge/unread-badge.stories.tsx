import type { Meta, StoryObj } from "@storybook/react-vite";
import { UnreadBadge } from "./unread-badge";

const meta = {
  title: "Display/UnreadBadge",
  component: UnreadBadge,
  args: { count: 5, children: <span>我的消息</span> },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
export const Overflow: Story = { args: { count: 100 } };
export const None: Story = { args: { count: 0 } };
