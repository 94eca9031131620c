import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { QrLoginCard } from "./qr-login-card";

const meta = {
  title: "Account/QrLoginCard",
  component: QrLoginCard,
  args: {
    status: "ready",
    authorizeUrl:
      "http://localhost:3000/sandbox/wechat/connect/qrconnect?appid=wxsandbox0000000001&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2FthirdLogin%2Fwechat&response_type=code&scope=snsapi_login&state=8nq3#wechat_redirect",
    hint: "请使用微信扫一扫，在手机上确认登录",
    codeLabel: "微信登录二维码",
    openHereLabel: "在本设备打开",
    validity: "二维码10分钟内有效",
    loadingText: "正在生成二维码…",
    actions: <Button tone="secondary">刷新二维码</Button>,
  },
} satisfies Meta<typeof QrLoginCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code to scan, its validity and the same-device link. */
export const Ready: Story = {};
/** The sandbox provider answers (development and CI). */
export const Sandbox: Story = { args: { sandboxNotice: "沙箱微信 · 不会访问真实微信" } };
/** The authorise URL is on its way. */
export const Loading: Story = { args: { status: "loading", authorizeUrl: null, actions: null } };
/** The QR login is switched off or the server refused. */
export const Failed: Story = {
  args: { status: "failed", authorizeUrl: null, failure: "微信登录暂未开通，请使用手机号登录" },
};
