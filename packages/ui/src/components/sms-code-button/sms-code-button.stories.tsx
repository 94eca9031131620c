import type { Meta, StoryObj } from "@storybook/react-vite";
import { SmsCodeButton } from "./sms-code-button";

const meta = {
  title: "Form/SmsCodeButton",
  component: SmsCodeButton,
  args: { onSend: (): boolean => true },
} satisfies Meta<typeof SmsCodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to send; clicking starts the 60 s countdown. */
export const Ready: Story = {};
export const Disabled: Story = { args: { disabled: true } };
/** Sending fails (e.g. the phone number is wrong): the button stays available. */
export const SendFails: Story = { args: { onSend: () => false } };
/** A short countdown to watch the whole cycle. */
export const ShortCountdown: Story = { args: { seconds: 5 } };
