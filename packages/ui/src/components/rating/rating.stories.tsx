import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Rating } from "./rating";

function InteractiveRating({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return <Rating value={value} onChange={setValue} label="课程评分" />;
}

const meta = {
  title: "Form/Rating",
  component: Rating,
  args: { value: 4 },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {};
export const ReadOnlyLow: Story = { args: { value: 1 } };
export const ReadOnlyUnrated: Story = { args: { value: 0 } };
export const Interactive: Story = { render: () => <InteractiveRating initial={0} /> };
export const InteractiveChosen: Story = { render: () => <InteractiveRating initial={5} /> };
