import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createMessageBoxActor } from "./message-box.actor";
import { type MessageBoxApi, MessageBoxProvider, useMessageBox } from "./message-box-provider";

// The real actor module, its factory spied on: the queue machine (and the dialog with it) must load on the first box,
// not at mount.
vi.mock("./message-box.actor", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./message-box.actor")>();
  return { ...actual, createMessageBoxActor: vi.fn(actual.createMessageBoxActor) };
});

/** Gives a load started at mount by mistake the time to reach the actor factory. */
async function afterAnyLoadAtMount() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Hands the provider's API to the test. */
const captured: { api: MessageBoxApi | null } = { api: null };
function Capture() {
  captured.api = useMessageBox();
  return null;
}

function renderWithBox() {
  render(
    <MessageBoxProvider>
      <Capture />
    </MessageBoxProvider>,
  );
  return () => captured.api!;
}

describe("MessageBox", () => {
  beforeEach(() => vi.mocked(createMessageBoxActor).mockClear());

  it("confirm resolves with the chosen action", async () => {
    const box = renderWithBox();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = box().confirm({ title: "提示", message: "您确定退出登录吗？" });
    });
    expect((await screen.findByRole("alertdialog", { name: "提示" })).textContent).toContain("您确定退出登录吗？");
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await expect(answer).resolves.toEqual({ action: "cancel", value: null });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Escape closes the box", async () => {
    const box = renderWithBox();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = box().alert({ title: "提示", message: "已保存" });
    });
    fireEvent.keyDown(await screen.findByRole("alertdialog"), { key: "Escape" });
    await expect(answer).resolves.toEqual({ action: "close", value: null });
  });

  it("a prompt shows the default invalid-input message and will not confirm until valid (spec §5, §8)", async () => {
    const box = renderWithBox();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = box().prompt({
        title: "绑定手机",
        message: "请输入手机号",
        rules: { validator: (value) => /^1\d{10}$/.test(value) },
      });
    });
    const input = await screen.findByRole("textbox", { name: "请输入手机号" });
    fireEvent.change(input, { target: { value: "123" } });
    expect(screen.getByRole("alert").textContent).toBe("输入的数据不合法!");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    fireEvent.change(input, { target: { value: "13812345678" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.keyDown(input, { key: "Enter" });
    await expect(answer).resolves.toEqual({ action: "confirm", value: "13812345678" });
  });

  it("a validator's own message is shown instead", async () => {
    const box = renderWithBox();
    act(() => {
      box().prompt({ title: "反馈", message: "内容", rules: { validator: () => "至少输入5个字" } });
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "内容" }), { target: { value: "短" } });
    expect(screen.getByRole("alert").textContent).toBe("至少输入5个字");
  });

  it("Enter in a text area does not confirm", async () => {
    const box = renderWithBox();
    act(() => {
      box().prompt({ title: "反馈", message: "内容", inputType: "textarea" });
    });
    const textarea = await screen.findByRole("textbox", { name: "内容" });
    expect(textarea.tagName).toBe("TEXTAREA");
    fireEvent.keyDown(textarea, { key: "Enter" });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("shows queued boxes one at a time, in order", async () => {
    const box = renderWithBox();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      box().alert({ title: "第一个", message: "一" });
      second = box().alert({ title: "第二个", message: "二" });
    });
    expect(await screen.findByRole("alertdialog", { name: "第一个" })).toBeTruthy();
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("alertdialog", { name: "第二个" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(second).resolves.toEqual({ action: "confirm", value: null });
  });

  it("loads the queue machine with the first box, not at mount (decision 115)", async () => {
    const box = renderWithBox();
    await afterAnyLoadAtMount();
    expect(createMessageBoxActor).not.toHaveBeenCalled();
    act(() => {
      box().alert({ title: "提示", message: "已保存" });
    });
    await screen.findByRole("alertdialog", { name: "提示" });
    expect(createMessageBoxActor).toHaveBeenCalledTimes(1);
  });

  it("answers close when the machine cannot load, and the next box tries again", async () => {
    const box = renderWithBox();
    vi.mocked(createMessageBoxActor).mockImplementationOnce(() => {
      throw new Error("chunk failed to load");
    });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = box().confirm({ title: "提示", message: "您确定退出登录吗？" });
    });
    await expect(first).resolves.toEqual({ action: "close", value: null });
    expect(screen.queryByRole("alertdialog")).toBeNull();

    act(() => {
      box().alert({ title: "已保存", message: "保存成功" });
    });
    expect(await screen.findByRole("alertdialog", { name: "已保存" })).toBeTruthy();
    expect(createMessageBoxActor).toHaveBeenCalledTimes(2);
  });
});
