import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button";
import { Modal, type ModalProps } from "./modal";

function ModalDemo(props: Omit<ModalProps, "open" | "onClose"> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = true, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Modal {...rest} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function StackedModals() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <>
      <Button onClick={() => setFirst(true)}>打开第一层</Button>
      <Modal open={first} onClose={() => setFirst(false)} title="课程目录" width={640}>
        <p>第一层对话框。按 Esc 只关闭最上层。</p>
        <Button tone="secondary" onClick={() => setSecond(true)}>
          打开第二层
        </Button>
      </Modal>
      <Modal open={second} onClose={() => setSecond(false)} title="试看提示" width={420}>
        <p>第二层对话框叠在第一层之上。</p>
      </Modal>
    </>
  );
}

const meta = {
  title: "Feedback/Modal",
  component: ModalDemo,
  args: {
    title: "课程评价",
    children: <p>感谢您的学习！请为本课程打分，您的评价将帮助我们改进课程内容。</p>,
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button tone="neutral">取消</Button>
        <Button>提交</Button>
      </>
    ),
  },
};
/** Escape and the backdrop do not close it; only the × does. */
export const NotDismissible: Story = { args: { closeOnEscape: false, closeOnBackdrop: false } };
export const Closed: Story = { args: { initiallyOpen: false } };
export const Stacked: Story = { render: () => <StackedModals /> };

/**
 * Keyboard focus: opened with Enter from its button, focus is in the dialog and Tab cycles inside it; the focused
 * control shows the theme's ring.
 */
export const KeyboardFocus: Story = {
  args: {
    initiallyOpen: false,
    footer: (
      <>
        <Button tone="neutral">取消</Button>
        <Button>提交</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = await page.findByRole("dialog", { name: "课程评价" });
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};
