import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { LoginGate } from "./login-gate";

const meta = {
  title: "Frame/LoginGate",
  component: LoginGate,
  args: { locked: true, onRequireLogin: () => {}, children: <Button tone="secondary">加入收藏</Button> },
} satisfies Meta<typeof LoginGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: clicks go to the login page. */
export const Visitor: Story = {};
/** A logged-in learner: the element works as usual. */
export const LoggedIn: Story = { args: { locked: false } };
