import type { Meta, StoryObj } from "@storybook/react-vite";
import { VipBanner } from "./vip-banner";

const meta = {
  title: "Frame/VipBanner",
  component: VipBanner,
  parameters: { layout: "fullscreen" },
  args: {
    title: "VIP会员",
    subtitle: "全站精品课程、政策解读与案例库，一次开通全年畅学",
    actionLabel: "立即开通",
    onAction: () => {},
  },
} satisfies Meta<typeof VipBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined, actionLabel: undefined, onAction: undefined } };
