import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { MessageList, type MessageListItem } from "./message-list";

const ITEMS: MessageListItem[] = [
  {
    id: 4,
    typeLabel: "课程提醒",
    title: "您订阅的「出口退税」有新政策",
    content: "《关于进一步优化出口退（免）税办理流程有关事项的公告》已发布，点击查看。",
    time: "5分钟前",
    unread: true,
    href: "/policy/details?id=181",
  },
  {
    id: 3,
    typeLabel: "问答",
    title: "您的提问有了新回答",
    content: "王老师回答了您在《增值税留抵退税实务》中的提问。",
    time: "2小时前",
    unread: true,
    href: "/center/qa",
  },
  {
    id: 2,
    typeLabel: "订单",
    title: "订单支付成功",
    content: "订单 T202611200001 已支付 ¥199.00，课程已加入您的学习列表。",
    time: "2天前",
    unread: false,
    href: "/center/order",
  },
  {
    id: 1,
    typeLabel: "系统通知",
    title: "系统维护通知",
    content: "平台将于本周六 02:00-04:00 进行系统维护，期间视频播放可能短暂中断。\n给您带来的不便敬请谅解。",
    time: "2026年11月10日 周二",
    unread: false,
    href: null,
  },
];

function Interactive({ initial }: { initial: MessageListItem[] }) {
  const [items, setItems] = useState(initial);
  const markRead = (item: MessageListItem) =>
    setItems((all) => all.map((m) => (m.id === item.id ? { ...m, unread: false } : m)));
  return <MessageList items={items} onMarkRead={markRead} onOpen={markRead} onNavigate={() => {}} />;
}

const meta = {
  title: "Centre/MessageList",
  component: MessageList,
  args: { items: ITEMS, onMarkRead: () => {}, onNavigate: () => {} },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadAndUnread: Story = { render: () => <Interactive initial={ITEMS} /> };
export const AllRead: Story = { args: { items: ITEMS.map((m) => ({ ...m, unread: false })) } };
export const AllUnread: Story = { args: { items: ITEMS.map((m) => ({ ...m, unread: true })) } };
export const MarkingOne: Story = { args: { pendingId: 4 } };
export const LongText: Story = {
  args: {
    items: [
      {
        ...ITEMS[0]!,
        title: "您订阅的「财产和行为税」有新政策：关于契税、印花税、城镇土地使用税若干征管问题的补充公告（征求意见稿）",
        content: "非常长的正文".repeat(40),
      },
    ],
  },
};
