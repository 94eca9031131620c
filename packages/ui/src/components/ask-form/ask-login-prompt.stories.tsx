import type { Meta, StoryObj } from "@storybook/react-vite";
import { AskLoginPrompt } from "./ask-login-prompt";

const meta = {
  title: "QA/AskLoginPrompt",
  component: AskLoginPrompt,
  args: { kind: "question", onRequireLogin: () => {} },
} satisfies Meta<typeof AskLoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor where the ask form would be: 登录后提问. */
export const Question: Story = {};
/** A visitor under a question: 登录后回答. */
export const Answer: Story = { args: { kind: "answer" } };
