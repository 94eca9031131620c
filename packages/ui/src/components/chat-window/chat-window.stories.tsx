import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { ChatBubble } from "./chat-parts";
import { ChatWindow, type ChatWindowProps } from "./chat-window";

const conversation: ChatBubble[] = [
  { id: 1, from: "mine", text: "您好，请问出口退税的申报期限是什么时候？", time: "10:02", read: true },
  { id: 2, from: "system", text: "您好，客服小税为您服务", time: "10:03" },
  {
    id: 3,
    from: "theirs",
    text: "您好！出口企业应在货物报关出口之日次月起至次年4月30日前的各增值税纳税申报期内申报。",
    time: "10:03",
  },
  { id: 4, from: "mine", text: "明白了，那逾期了怎么办？\n还能补报吗？", time: "10:05", read: false },
];

const meta = {
  title: "Support/ChatWindow",
  component: ChatWindow,
  parameters: { layout: "padded" },
  args: {
    status: "open",
    agentName: null,
    messages: [],
    draft: "",
    onDraftChange: () => {},
    onSend: () => {},
    onRetry: () => {},
    maxLength: 500,
  },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = { args: { status: "connecting" } };
/** Connected, nothing said yet. */
export const Empty: Story = {};
export const WaitingInQueue: Story = { args: { waiting: true, messages: conversation.slice(0, 1) } };
/** The agent typing; the learner's first message read, the last one not yet. */
export const ConversationWithTypingAndRead: Story = {
  args: { agentName: "客服小税", messages: conversation, typing: true },
};
/** Markup typed by someone shows as text. */
export const MarkupShownAsText: Story = {
  args: {
    agentName: "客服小税",
    messages: [{ id: 9, from: "mine", text: "<b>加粗</b><script>alert(1)</script>", time: "10:10", read: false }],
  },
};
export const Reconnecting: Story = {
  args: { status: "reconnecting", retryInMs: 2000, agentName: "客服小税", messages: conversation },
};
export const Failed: Story = { args: { status: "failed", error: "打开的客服窗口过多，请关闭其他窗口后重试" } };
export const SendError: Story = {
  args: { agentName: "客服小税", messages: conversation, draft: "再问一个问题", sendError: "发送过于频繁，请稍后再试" },
};

const offlineForm = {
  hotline: "400-000-0000",
  hours: "工作日 8:30-12:00，13:00-17:00（法定节假日除外）",
  content: "",
  contact: "",
  maxLength: 1000,
  onContentChange: () => {},
  onContactChange: () => {},
  onSubmit: () => {},
};

function OfflineDemo(args: ChatWindowProps) {
  const [content, setContent] = useState("想咨询一下发票开具的问题");
  const [contact, setContact] = useState("");
  return (
    <ChatWindow
      {...args}
      offline={{ ...offlineForm, content, contact, onContentChange: setContent, onContactChange: setContact }}
    />
  );
}

/** Outside the service hours: the hotline and the leave-a-message form. */
export const OfflineForm: Story = { args: { status: "offline" }, render: (args) => <OfflineDemo {...args} /> };
export const OfflineFormError: Story = {
  args: { status: "offline", offline: { ...offlineForm, error: "请输入留言内容" } },
};
export const OfflineMessageLeft: Story = {
  args: { status: "offline", offline: { ...offlineForm, sent: "留言已提交，我们会在工作时间尽快联系您" } },
};
