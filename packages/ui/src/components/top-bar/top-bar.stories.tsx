import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleExternalLinks } from "../../stories/sample-frame";
import { TopBar } from "./top-bar";

const meta = {
  title: "Frame/TopBar",
  component: TopBar,
  parameters: { layout: "fullscreen" },
  args: {
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
export const LoggedIn: Story = { args: { phone: "13812345678" } };
