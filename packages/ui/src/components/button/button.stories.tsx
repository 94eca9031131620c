import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inline } from "../inline";
import { Button } from "./button";

const meta = {
  title: "Form/Button",
  component: Button,
  args: { children: "立即学习" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: "secondary", children: "加入收藏" } };
export const Neutral: Story = { args: { tone: "neutral", children: "取消" } };
export const Vip: Story = { args: { tone: "vip", children: "开通VIP" } };
export const Danger: Story = { args: { tone: "danger", children: "退出登录" } };
export const Text: Story = { args: { tone: "text", children: "查看更多" } };
export const Muted: Story = { args: { tone: "muted", children: "已预约" } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, children: "提交中" } };
export const Block: Story = { args: { block: true, children: "登录" } };
export const Sizes: Story = {
  render: (args) => (
    <Inline space="standard">
      <Button {...args} size="small">
        小按钮
      </Button>
      <Button {...args} size="standard">
        标准按钮
      </Button>
      <Button {...args} size="large">
        大按钮
      </Button>
    </Inline>
  ),
};
