import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorState } from "./error-state";

const meta = {
  title: "Feedback/ErrorState",
  component: ErrorState,
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Timeout: Story = { args: { description: "请求超时，请检查网络是否连接正常", onRetry: () => {} } };
export const NetworkFailure: Story = { args: { description: "请求失败，请检查网络是否已连接", onRetry: () => {} } };
export const WithoutRetry: Story = { args: { title: "页面不存在" } };
