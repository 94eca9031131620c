import type { Meta, StoryObj } from "@storybook/react-vite";
import { ButtonLink } from "../button";
import { LoginStatusCard } from "./login-status-card";

const meta = {
  title: "Account/LoginStatusCard",
  component: LoginStatusCard,
  args: { state: "working", message: "正在通过钉钉登录…" },
} satisfies Meta<typeof LoginStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const waysBack = (
  <>
    <ButtonLink href="/home">返回首页</ButtonLink>
    <ButtonLink href="/login" tone="secondary">
      个人账号登录
    </ButtonLink>
  </>
);

/** /ddLogin while the auth code is exchanged and the worker signed in. */
export const DingTalkSigningIn: Story = {};
/** /ddLogin when the single sign-on failed (spec §8). */
export const DingTalkFailed: Story = {
  args: { state: "failed", message: "登录异常,请重新登录", actions: waysBack },
};
/** /orgAuth before the organisation's authorise page opens. */
export const OrgRedirecting: Story = { args: { message: "正在前往机构认证页…" } };
/** /orgAuth while the organisation's code is exchanged. */
export const OrgSigningIn: Story = { args: { message: "正在确认机构授权…" } };
/** /orgAuth after the learner declined at the organisation. */
export const OrgDeclined: Story = {
  args: { state: "failed", message: "您已取消机构授权，未登录", actions: waysBack },
};
/** A long server message wraps at 375 px. */
export const LongMessage: Story = {
  args: {
    state: "failed",
    message: "登录请求与当前浏览器不匹配，请在发起登录的浏览器中重新登录（机构编号 1234567890）",
    actions: waysBack,
  },
};

const backToQr = <ButtonLink href="/login?mode=qr">返回登录页</ButtonLink>;
/** /thirdLogin/wechat while the code is exchanged on the server. */
export const ThirdLoginExchanging: Story = { args: { message: "正在确认微信授权…" } };
/** /thirdLogin/wechat once a known learner's token is being signed in. */
export const ThirdLoginSigningIn: Story = { args: { message: "正在登录…" } };
/** /thirdLogin/wechat when the server refused the code or state. */
export const ThirdLoginFailed: Story = {
  args: { state: "failed", message: "该登录请求已使用，请返回登录页重新扫码", actions: backToQr },
};
/** /thirdLogin/wechat after 拒绝 on the phone (the redirect carries no code). */
export const ThirdLoginDeclined: Story = {
  args: { state: "failed", message: "您已在手机上拒绝授权，本次未登录", actions: backToQr },
};
