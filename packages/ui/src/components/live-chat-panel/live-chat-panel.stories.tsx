import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { type LiveChatLine, LiveChatPanel, type LiveChatPanelProps } from "./live-chat-panel";

const lines: LiveChatLine[] = [
  {
    id: 1,
    userId: 11,
    name: "学员0001",
    text: "老师好，今天讲出口退税吗？",
    time: "19:30",
    lecturer: false,
    mine: false,
  },
  {
    id: 2,
    userId: 5,
    name: "王立新",
    text: "大家好，今天讲出口退税的申报流程。",
    time: "19:31",
    lecturer: true,
    mine: false,
  },
  {
    id: 3,
    userId: 12,
    name: "会员0002",
    text: "<b>这段不是粗体</b>，按原文显示",
    time: "19:31",
    lecturer: false,
    mine: true,
  },
  { id: 4, userId: 13, name: "139****0004", text: "收到", time: "19:32", lecturer: false, mine: false },
];

/** A panel whose input and counter work in the story. */
function Interactive(props: Partial<LiveChatPanelProps>) {
  const [draft, setDraft] = useState(props.draft ?? "");
  return (
    <div style={{ maxWidth: 360 }}>
      <LiveChatPanel
        status="open"
        phase="open"
        messages={lines}
        maxLength={200}
        onSend={() => setDraft("")}
        {...props}
        draft={draft}
        onDraftChange={setDraft}
      />
    </div>
  );
}

const meta = {
  title: "Live/LiveChatPanel",
  component: Interactive,
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live: messages with the lecturer's highlighted and the reader's own marked 我; the input with its counter. */
export const Messages: Story = {};
/** A draft typed: the counter reads 12/200. */
export const Typing: Story = { args: { draft: "请问老师，退税时限是多久？" } };
/** Nobody has written yet. */
export const Empty: Story = { args: { messages: [] } };
/** The server refused the last message for the rate limit. */
export const RateLimited: Story = { args: { sendError: "发送过于频繁，每10秒最多发送5条" } };
/** The reader is muted in this session: no input. */
export const Muted: Story = { args: { muted: true } };
/** Not logged in: only the link 登录后参与聊天 (to /login with this page as the redirect). */
export const LoginPrompt: Story = { args: { login: { href: "/login?redirect=%2FliveDetail%3Fid%3D7001" } } };
/** Opening the socket. */
export const Connecting: Story = { args: { status: "connecting", messages: [] } };
/** The socket dropped: the next attempt's countdown and 重新连接. */
export const Reconnecting: Story = { args: { status: "reconnecting", retryInMs: 2000, onRetry: () => {} } };
/** Gave up (or refused): the reason and 重新连接. */
export const Failed: Story = { args: { status: "failed", error: "连接已失效，请刷新页面后重试", onRetry: () => {} } };
/** Before the start: history only, 直播未开始. */
export const NotStarted: Story = { args: { phase: "notStarted", messages: [] } };
/** After the end: read-only history, 直播已结束. */
export const ReadOnly: Story = { args: { phase: "ended" } };
/** The lecturer's (or staff's) view: 禁言 / 解除禁言 on learners' messages. */
export const Moderator: Story = {
  args: { moderation: { mutedUserIds: [13], onMute: () => {}, onUnmute: () => {} } },
};
