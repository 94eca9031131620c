import type { Meta, StoryObj } from "@storybook/react-vite";
import { StorageAccessPrompt } from "./storage-access-prompt";

const meta = {
  title: "Frame/StorageAccessPrompt",
  component: StorageAccessPrompt,
  args: { state: "prompt", onRequest: () => {}, onDismiss: () => {} },
} satisfies Meta<typeof StorageAccessPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {};
export const Requesting: Story = { args: { state: "requesting" } };
export const Denied: Story = { args: { state: "denied" } };
