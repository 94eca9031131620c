import type { Meta, StoryObj } from "@storybook/react-vite";
import { MESSAGES } from "@taxlearn/core";
import { useEffect, useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button";
import { Inline } from "../inline";
import { type MessageBoxAnswer, useMessageBox } from "./message-box-provider";

type Kind = "alert" | "confirm" | "prompt" | "prompt-textarea" | "queue" | "none";

/** Opens one kind of box on mount (so the story shows it) and offers buttons to open more. */
function MessageBoxDemo({ kind }: { kind: Kind }) {
  const box = useMessageBox();
  const [answer, setAnswer] = useState<MessageBoxAnswer | null>(null);

  useEffect(() => {
    const phoneRules = { pattern: /^1\d{10}$/ };
    const open: Record<Kind, () => Promise<MessageBoxAnswer> | null> = {
      alert: () => box.alert({ title: "提示", message: "课程已加入学习计划" }),
      confirm: () => box.confirm({ title: "提示", message: MESSAGES.logoutConfirm }),
      prompt: () => box.prompt({ title: "绑定手机", message: "请输入手机号", rules: phoneRules }),
      "prompt-textarea": () =>
        box.prompt({
          title: "意见反馈",
          message: "请描述您遇到的问题（至少5个字）",
          inputType: "textarea",
          rules: { validator: (value) => value.trim().length >= 5 || "至少输入5个字" },
        }),
      queue: () => {
        box.alert({ title: "第二个提示", message: "第一个关闭后才显示" });
        return box.alert({ title: "第一个提示", message: "同一时间只显示一个对话框" });
      },
      none: () => null,
    };
    open[kind]()?.then(setAnswer);
  }, [box, kind]);

  return (
    <Inline space="small">
      <Button onClick={() => box.confirm({ title: "提示", message: MESSAGES.logoutConfirm }).then(setAnswer)}>
        退出登录
      </Button>
      <Button tone="secondary" onClick={() => box.prompt({ title: "输入", message: "请输入内容" }).then(setAnswer)}>
        输入框
      </Button>
      <output>{answer ? `${answer.action}${answer.value ? `：${answer.value}` : ""}` : ""}</output>
    </Inline>
  );
}

const meta = {
  title: "Feedback/MessageBox",
  component: MessageBoxDemo,
  args: { kind: "confirm" },
} satisfies Meta<typeof MessageBoxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alert: Story = { args: { kind: "alert" } };
/** The logout confirm of spec §4. */
export const Confirm: Story = {};
/** A prompt with a pattern; invalid input shows 输入的数据不合法! (spec §8). */
export const Prompt: Story = { args: { kind: "prompt" } };
/**
 * The prompt after 确定 with input that fails its pattern (spec §5): the box stays open with 输入的数据不合法! under
 * the input, which is marked invalid.
 */
export const PromptInvalidInput: Story = {
  args: { kind: "prompt" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("alertdialog", { name: "绑定手机" });
    const input = within(dialog).getByRole("textbox", { name: "请输入手机号" });
    await userEvent.type(input, "12345");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.invalidInput);
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};
/** A text area prompt: Enter makes a new line instead of confirming. */
export const PromptTextArea: Story = { args: { kind: "prompt-textarea" } };
/** Two boxes: one at a time, in order. */
export const Queue: Story = { args: { kind: "queue" } };
export const Idle: Story = { args: { kind: "none" } };
