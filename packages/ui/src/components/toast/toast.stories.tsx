import type { Meta, StoryObj } from "@storybook/react-vite";
import { MESSAGES } from "@taxlearn/core";
import { useEffect } from "react";
import { Button } from "../button";
import { Inline } from "../inline";
import { type ToastOptions, useToast } from "./toast-provider";

/** Shows the given toasts on mount (kept on screen) and offers buttons for more. */
function ToastDemo({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  useEffect(() => {
    const ids = toasts.map((options) => toast.show({ duration: 0, ...options }));
    return () => {
      for (const id of ids) toast.close(id);
    };
  }, [toast, toasts]);
  return (
    <Inline space="small">
      <Button onClick={() => toast.success(MESSAGES.logoutSuccess)}>成功提示</Button>
      <Button tone="danger" onClick={() => toast.error(MESSAGES.orgLoginFailed)}>
        错误提示
      </Button>
    </Inline>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastDemo,
  args: { toasts: [{ message: MESSAGES.logoutSuccess, type: "success" }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { toasts: [{ message: MESSAGES.logoutCancelled, type: "info" }] } };
export const Warning: Story = { args: { toasts: [{ message: MESSAGES.orgChanged, type: "warning" }] } };
export const ErrorToast: Story = { args: { toasts: [{ message: MESSAGES.orgLoginFailed, type: "error" }] } };
export const Closable: Story = {
  args: { toasts: [{ message: MESSAGES.requestTimeout, type: "error", showClose: true }] },
};
export const Stacked: Story = {
  args: {
    toasts: [
      { message: MESSAGES.logoutSuccess, type: "success" },
      { message: MESSAGES.requestFailed, type: "error" },
    ],
  },
};
