import type { Meta, StoryObj } from "@storybook/react-vite";
import { AskForm } from "./ask-form";

const meta = {
  title: "QA/AskForm",
  component: AskForm,
  args: {
    kind: "question",
    limits: { titleMin: 5, titleMax: 60, contentMin: 0, contentMax: 1000 },
    loggedIn: true,
    onRequireLogin: () => {},
    onSubmit: async () => true,
  },
} satisfies Meta<typeof AskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};
export const Answer: Story = {
  args: { kind: "answer", limits: { titleMin: 0, titleMax: 0, contentMin: 2, contentMax: 1000 } },
};
/** A visitor is asked to log in first. */
export const Visitor: Story = { args: { loggedIn: false } };
export const Sending: Story = {
  args: { sending: true, defaultValues: { title: "免抵退税额如何计算？", content: "生产企业，有进料加工业务。" } },
};
/** The server refused the post (rate limit). */
export const Refused: Story = {
  args: { error: "发布过于频繁，请10分钟后再试", defaultValues: { title: "免抵退税额如何计算？" } },
};
