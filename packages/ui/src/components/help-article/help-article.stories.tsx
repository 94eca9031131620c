import type { Meta, StoryObj } from "@storybook/react-vite";
import { HelpArticle } from "./help-article";

const meta = {
  title: "Help/HelpArticle",
  component: HelpArticle,
  args: {
    title: "收不到短信验证码怎么办？",
    source: "技术问题",
    updatedAt: "2026-11-20",
    html: `<p>请按以下步骤排查：</p><ol><li>确认手机号填写正确，且手机信号正常；</li><li>检查手机是否开启了短信拦截或骚扰过滤；</li><li>同一手机号每 60 秒只能获取一次验证码，每天最多 10 次。</li></ol><p>仍未收到请联系在线客服（工作日 8:30-12:00，13:00-17:00）。</p>`,
  },
} satisfies Meta<typeof HelpArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
/** A newcomer guide with headings and a link. */
export const Guide: Story = {
  args: {
    title: "新手指引",
    source: undefined,
    html: `<h2>欢迎来到财税学习平台</h2><h3>第一步：注册并登录</h3><p>点击右上角“注册”，用手机号和短信验证码创建账号。</p><p>遇到问题？查看<a href="/help/index">帮助中心</a>。</p>`,
  },
};
export const NoMeta: Story = { args: { source: undefined, updatedAt: undefined } };
