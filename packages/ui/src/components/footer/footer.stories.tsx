import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleQrUrls } from "../../stories/sample-frame";
import { Footer } from "./footer";

const meta = {
  title: "Frame/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: {
    qrUrls: sampleQrUrls,
    recordNumber: "京ICP备00000000号-1",
    serviceContact: "400-000-0000",
    onNavigate: () => {},
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the real window width. */
export const Default: Story = {};
/** Under 1300 px: a 90 px band. */
export const NarrowWindow: Story = { args: { viewportWidth: 1280 } };
/** 1300–1700 px: a 100 px band. */
export const MediumWindow: Story = { args: { viewportWidth: 1440 } };
/** Above 1700 px: a 120 px band. */
export const WideWindow: Story = { args: { viewportWidth: 1920 } };
/** With the VIP shortcut (spec §9: VIP id 4). */
export const WithVipShortcut: Story = { args: { vipShortcutHref: "/vip/payment?vip=4" } };
