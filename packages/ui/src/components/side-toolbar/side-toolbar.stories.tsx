import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { sampleQrUrls } from "../../stories/sample-frame";
import { SideToolbar, type SideToolbarProps } from "./side-toolbar";

const meta = {
  title: "Frame/SideToolbar",
  component: SideToolbar,
  parameters: { layout: "fullscreen" },
  args: {
    unreadCount: 3,
    aiAssistantHref: "/ai",
    messagesHref: "/center/message",
    onlineServiceHref: "/service/chat",
    phoneHotline: "400-000-0000",
    groupHotline: "010-0000-0000",
    qrUrls: sampleQrUrls,
    taxServiceHref: "https://example.com/12366",
  },
} satisfies Meta<typeof SideToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Collapsed: Story = { args: { defaultCollapsed: true } };
export const ManyUnread: Story = { args: { unreadCount: 120 } };
export const NoUnread: Story = { args: { unreadCount: 0 } };
/** An organisation with isShowAi 0. */
export const WithoutAiAssistant: Story = { args: { showAiAssistant: false } };
export const PhoneHotlinePopup: Story = { args: { defaultPopup: "phone" } };
export const GroupHotlinePopup: Story = { args: { defaultPopup: "group" } };
export const AppQrPopup: Story = { args: { defaultPopup: "appQr" } };
export const AssistantQrPopup: Story = { args: { defaultPopup: "assistantQr" } };
export const MaterialsQrPopup: Story = { args: { defaultPopup: "materialsQr" } };

function ScrolledPage(args: SideToolbarProps) {
  useEffect(() => {
    window.scrollTo(0, 800);
  }, []);
  return (
    <div style={{ height: 2400 }}>
      <p>页面已向下滚动 800 像素，出现“返回顶部”。</p>
      <SideToolbar {...args} />
    </div>
  );
}

/** After more than 500 px of scroll the back-to-top button shows (spec §9). */
export const BackToTopVisible: Story = { render: (args) => <ScrolledPage {...args} /> };
