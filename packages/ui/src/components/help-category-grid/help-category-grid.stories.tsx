import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelpCategoryGrid } from "./help-category-grid";

const CATEGORIES = [
  { id: 1, name: "账号与登录", description: "注册、登录、找回密码与个人信息", icon: "account", articleCount: 4 },
  { id: 2, name: "会员与支付", description: "VIP 权益、开通续费与支付问题", icon: "vip", articleCount: 4 },
  { id: 3, name: "发票与报销", description: "申请发票、抬头填写与重开", icon: "invoice", articleCount: 4 },
  { id: 4, name: "学习与课程", description: "学习进度、课程问答与视频播放", icon: "study", articleCount: 4 },
  { id: 5, name: "机构登录", description: "机构入口、登录失败与课程范围", icon: "org", articleCount: 4 },
  { id: 6, name: "技术问题", description: "浏览器、手机学习与网络异常", icon: "tech", articleCount: 4 },
];

const meta = {
  title: "Help/HelpCategoryGrid",
  component: HelpCategoryGrid,
  args: { categories: CATEGORIES, hrefOf: (c) => `/problem/index?categoryId=${c.id}` },
} satisfies Meta<typeof HelpCategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Six: Story = {};
/** A category whose icon key is unknown gets the question mark. */
export const UnknownIcon: Story = {
  args: {
    categories: [{ id: 9, name: "其他问题", description: "以上分类之外的问题", icon: "other", articleCount: 0 }],
  },
};
