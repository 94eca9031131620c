import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoSearchResults: Story = {
  args: { title: "没有找到相关内容", description: "换个关键词试试，例如“增值税”或“出口退税”。" },
};
export const WithAction: Story = {
  args: { title: "暂时还没有学习方案哦~", action: <Button tone="secondary">去看看课程</Button> },
};
