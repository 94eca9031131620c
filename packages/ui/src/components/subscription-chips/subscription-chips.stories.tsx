import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { type SubscriptionChip, SubscriptionChips } from "./subscription-chips";

const TOPICS: SubscriptionChip[] = [
  "出口退税",
  "增值税",
  "企业所得税",
  "个人所得税",
  "发票管理",
  "税务稽查",
  "财产和行为税",
  "财务会计",
  "跨境税收",
  "社保与薪酬",
].map((label, i) => ({ id: 101 + i, label, selected: i === 0 || i === 1 }));

function Interactive() {
  const [chips, setChips] = useState(TOPICS);
  return (
    <SubscriptionChips
      label="课程专题"
      chips={chips}
      onToggle={(chip, next) => setChips((all) => all.map((c) => (c.id === chip.id ? { ...c, selected: next } : c)))}
    />
  );
}

const meta = {
  title: "Centre/SubscriptionChips",
  component: SubscriptionChips,
  args: { label: "课程专题", chips: TOPICS, onToggle: () => {} },
} satisfies Meta<typeof SubscriptionChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeSubscribed: Story = { render: () => <Interactive /> };
export const NoneSubscribed: Story = { args: { chips: TOPICS.map((c) => ({ ...c, selected: false })) } };
export const AllSubscribed: Story = { args: { chips: TOPICS.map((c) => ({ ...c, selected: true })) } };
export const Saving: Story = { args: { pendingId: 103 } };
