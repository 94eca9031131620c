import type { Meta, StoryObj } from "@storybook/react-vite";
import { AssistantChat, type AssistantTurnItem } from "./assistant-chat";

const sessions = [
  { id: "a", title: "出口退税的申报期限是什么？", time: "10:05", href: "/ai?session=a" },
  { id: "b", title: "小规模纳税人免征增值税的标准", time: "昨天", href: "/ai?session=b" },
  { id: "c", title: "研发费用加计扣除比例", time: "3天前", href: "/ai?session=c" },
];

const answered: AssistantTurnItem = {
  id: 1,
  question: "出口退税的申报期限是什么？",
  answer:
    "根据本站资料：\n1. 出口企业申报出口退税的期限为：货物报关出口之日次月起至次年4月30日前的各增值税纳税申报期内。[1]\n2. 出口退税的申报期限是报关出口之日次月起至次年4月30日前的各个增值税纳税申报期。[2]\n以上内容摘自所引资料，具体以原文和主管税务机关的口径为准。",
  state: "answered",
  citations: [
    { n: 1, kindLabel: "政策", title: "关于出口退税申报期限及逾期处理有关事项的公告", href: "/policy/details?id=2801" },
    {
      n: 2,
      kindLabel: "课程 00:00",
      title: "生产企业免抵退税申报全流程实操 · 第1讲",
      href: "/course/details?id=1001&lecture=100101&t=0",
    },
  ],
};

const meta = {
  title: "Assistant/AssistantChat",
  component: AssistantChat,
  parameters: { layout: "padded" },
  args: {
    title: "财税助手",
    subtitle: "回答均引自本站政策、案例和课程",
    sessions,
    activeSessionId: "a",
    turns: [answered],
    draft: "",
    maxLength: 300,
    busy: false,
    sessionsOpen: false,
    onToggleSessions: () => {},
    onDraftChange: () => {},
    onAsk: () => {},
    newSessionHref: "/ai",
    onDeleteSession: () => {},
  },
} satisfies Meta<typeof AssistantChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation with a cited answer. */
export const Answered: Story = {};
/** A new conversation: the welcome line. */
export const NewConversation: Story = { args: { activeSessionId: null, turns: [] } };
/** No conversation yet. */
export const NoSessions: Story = { args: { sessions: [], activeSessionId: null, turns: [] } };
/** Asked; nothing has come back yet. */
export const Searching: Story = {
  args: {
    busy: true,
    draft: "",
    turns: [{ id: "p", question: "免抵退税额怎么计算？", answer: "", state: "streaming", citations: [] }],
  },
};
/** The answer arriving. */
export const Streaming: Story = {
  args: {
    busy: true,
    turns: [
      {
        id: "p",
        question: "免抵退税额怎么计算？",
        answer: "根据本站资料：\n1. 当期免抵退税额等于",
        state: "streaming",
        citations: [],
      },
    ],
  },
};
/** Outside tax and finance, or not covered by the sources. */
export const Notice: Story = {
  args: {
    turns: [
      {
        id: 2,
        question: "今天北京天气怎么样？",
        answer: "抱歉，我是财税学习助手，只能回答税收、财务和会计方面的问题。",
        state: "notice",
        citations: [],
      },
      {
        id: 3,
        question: "车辆购置税的计税价格怎么确定？",
        answer: "本站的政策、案例和课程资料中没有找到能回答这个问题的内容，我不作猜测。",
        state: "notice",
        citations: [],
      },
    ],
  },
};
/** The answer failed (AI服务异常). */
export const Failed: Story = {
  args: {
    turns: [
      { id: "e", question: "年终奖可以单独计税吗？", answer: "AI服务异常，请稍后再试", state: "error", citations: [] },
    ],
  },
};
/** The question was not taken. */
export const ComposerError: Story = {
  args: { draft: "年终奖可以单独计税吗？", composerError: "提问过于频繁，请42秒后再试" },
};
/** A conversation loading (the page passes its status). */
export const LoadingConversation: Story = { args: { status: <p role="status">加载中…</p> } };
/** Phone width with the list drawer open. */
export const PhoneDrawerOpen: Story = {
  args: { sessionsOpen: true },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
