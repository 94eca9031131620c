import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageBoxProvider, useMessageBox } from "../message-box/message-box-provider";
import { Modal } from "./modal";
import { ModalLayer } from "./modal-layer";

// focus-trap (through tabbable) skips elements without a layout box; jsdom lays nothing out, so give every element
// one box for these tests.
const realRects = Element.prototype.getClientRects;
beforeAll(() => {
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
afterAll(() => {
  Element.prototype.getClientRects = realRects;
});

function ModalWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <ModalLayer>
      <button type="button">页面上的按钮</button>
      <button type="button" onClick={() => setOpen(true)}>
        申请退款
      </button>
      <Modal
        open={open}
        title="申请退款"
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              取消
            </button>
            <button type="button">提交申请</button>
          </>
        }
      >
        <input aria-label="退款原因" />
      </Modal>
    </ModalLayer>
  );
}

/** The logout button of the top bar, opening the confirm of spec §4. */
function LogoutOpener() {
  const box = useMessageBox();
  return (
    <button type="button" onClick={() => void box.confirm({ title: "提示", message: "您确定退出登录吗？" })}>
      退出
    </button>
  );
}

/** The logout button inside the provider of the message box it opens. */
function MessageBoxWithOpener() {
  return (
    <MessageBoxProvider>
      <LogoutOpener />
    </MessageBoxProvider>
  );
}

/**
 * Waits until the trap (loaded on first use) keeps Tab inside `dialog`: Tab from its last control and Shift+Tab from
 * its first stay in it (the page has a button before the dialog and nothing after, so without the trap both would
 * leave). jsdom's selector engine lists inputs before buttons, so which control comes next is not asserted.
 */
async function expectTrapped(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  first: HTMLElement,
  last: HTMLElement,
) {
  await waitFor(async () => {
    last.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
  });
  first.focus();
  await user.tab({ shift: true });
  expect(dialog.contains(document.activeElement)).toBe(true);
}

describe("dialog focus (keyboard)", () => {
  it("Modal: focus moves in, Tab stays inside, Escape closes and focus returns to the opener", async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    const opener = screen.getByRole("button", { name: "申请退款" });
    opener.focus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "申请退款" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await expectTrapped(
      user,
      dialog,
      screen.getByRole("button", { name: "关闭" }),
      screen.getByRole("button", { name: "提交申请" }),
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("Modal: closing with a button inside also returns focus to the opener", async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    const opener = screen.getByRole("button", { name: "申请退款" });
    opener.focus();
    await user.keyboard(" ");
    expect((await screen.findByRole("dialog")).contains(document.activeElement)).toBe(true);
    screen.getByRole("button", { name: "取消" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("MessageBox: the confirm takes focus, Tab stays in the box, Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    render(<MessageBoxWithOpener />);
    const opener = screen.getByRole("button", { name: "退出" });
    opener.focus();
    await user.keyboard("{Enter}");
    const box = await screen.findByRole("alertdialog", { name: "提示" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "确定" }));
    expect(box.contains(document.activeElement)).toBe(true);
    await expectTrapped(
      user,
      box,
      screen.getByRole("button", { name: "关闭" }),
      screen.getByRole("button", { name: "确定" }),
    );

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("before the trap has loaded, Tab does nothing instead of leaving the dialog", async () => {
    const user = userEvent.setup();
    render(<MessageBoxWithOpener />);
    // A first box loads the queue machine (decision 115), so the next one opens synchronously.
    act(() => screen.getByRole("button", { name: "退出" }).click());
    await user.click(await screen.findByRole("button", { name: "取消" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // opened and tabbed from in one synchronous stretch: focus-trap's import cannot have resolved yet
    act(() => screen.getByRole("button", { name: "退出" }).click());
    const confirm = screen.getByRole("button", { name: "确定" });
    expect(document.activeElement).toBe(confirm);
    const tabbed = fireEvent.keyDown(confirm, { key: "Tab" });
    expect(tabbed).toBe(false); // the browser's own move (out of the box, to the page) was cancelled
    expect(document.activeElement).toBe(confirm);
    // once loaded, the trap takes over
    await expectTrapped(
      user,
      screen.getByRole("alertdialog", { name: "提示" }),
      screen.getByRole("button", { name: "关闭" }),
      confirm,
    );
  });
});
