import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleExternalLinks } from "../../stories/sample-frame";
import { TopBar } from "./top-bar";

const meta = {
  title: "Frame/TopBar",
  component: TopBar,
  parameters: { layout: "fullscreen" },
  args: {
    loggedIn: false,
    phone: null,
    loginHref: "/login",
    registerHref: "/register",
    onLogout: () => {},
    onNavigate: () => {},
    externalLinks: sampleExternalLinks,
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const LoggedIn: Story = { args: { loggedIn: true, phone: "13812345678" } };
/** Logged in, but the account has no phone known (e.g. an empty profile name): 已登录 and still 退出. */
export const LoggedInWithoutPhone: Story = { args: { loggedIn: true, phone: null } };
