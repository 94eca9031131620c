import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentConsole } from "./agent-console";

const queue = [
  { id: 12, learner: "138****0001", preview: "请问出口退税的申报期限是什么时候？", since: "10:02" },
  { id: 13, learner: "139****8888", preview: "VIP会员可以开发票吗？", since: "10:04" },
];
const tickets = [
  {
    id: 3,
    learner: "138****0002",
    contact: "13800000002",
    content: "晚上看课时视频一直缓冲，麻烦帮忙看看。",
    createdAt: "2026-11-21 20:15",
    handled: false,
  },
  {
    id: 2,
    learner: "学员0001",
    contact: "",
    content: "想咨询团购价格。",
    createdAt: "2026-11-20 18:40",
    handled: true,
  },
];

const meta = {
  title: "Support/AgentConsole",
  component: AgentConsole,
  parameters: { layout: "padded" },
  args: {
    status: "open",
    queue: [],
    onClaim: () => {},
    conversations: [],
    selectedId: null,
    onSelect: () => {},
    thread: null,
    onCloseConversation: () => {},
    draft: "",
    onDraftChange: () => {},
    onSend: () => {},
    maxLength: 500,
    tickets: [],
    onHandleTicket: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof AgentConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Queue: Story = { args: { queue } };
/** A claimed conversation, the learner typing, the agent's reply read. */
export const Conversation: Story = {
  args: {
    queue: queue.slice(1),
    conversations: [
      { id: 12, learner: "138****0001", unread: 0 },
      { id: 9, learner: "137****1234", unread: 2 },
    ],
    selectedId: 12,
    thread: {
      id: 12,
      learner: "138****0001",
      typing: true,
      messages: [
        { id: 1, from: "theirs", text: "请问出口退税的申报期限是什么时候？", time: "10:02" },
        { id: 2, from: "system", text: "您好，客服小税为您服务", time: "10:03" },
        { id: 3, from: "mine", text: "您好！次月起至次年4月30日前的各申报期内均可申报。", time: "10:03", read: true },
      ],
    },
  },
};
export const Reconnecting: Story = { args: { status: "reconnecting", retryInMs: 5000, queue } };
export const NotStaff: Story = { args: { status: "failed", error: "仅客服人员可以使用客服工作台" } };
export const Tickets: Story = { args: { tickets } };
