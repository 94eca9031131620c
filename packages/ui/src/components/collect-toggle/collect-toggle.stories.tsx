import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CollectToggle } from "./collect-toggle";

const meta = {
  title: "Centre/CollectToggle",
  component: CollectToggle,
  args: { collected: false, onToggle: () => {} },
} satisfies Meta<typeof CollectToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotCollected: Story = {};
export const Collected: Story = { args: { collected: true } };
/** Waiting for the server after a click. */
export const Pending: Story = { args: { pending: true } };

function Toggling() {
  const [collected, setCollected] = useState(false);
  return <CollectToggle collected={collected} onToggle={() => setCollected((c) => !c)} />;
}
/** Click to switch between 收藏 and 已收藏. */
export const Interactive: Story = { render: () => <Toggling /> };
