import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type MessageBoxApi, MessageBoxProvider, useMessageBox } from "./message-box-provider";

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
  it("confirm resolves with the chosen action", async () => {
    const box = renderWithBox();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = box().confirm({ title: "提示", message: "您确定退出登录吗？" });
    });
    expect(screen.getByRole("alertdialog", { name: "提示" }).textContent).toContain("您确定退出登录吗？");
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
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
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
    const input = screen.getByRole("textbox", { name: "请输入手机号" });
    fireEvent.change(input, { target: { value: "123" } });
    expect(screen.getByRole("alert").textContent).toBe("输入的数据不合法!");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("alertdialog")).toBeTruthy();

    fireEvent.change(input, { target: { value: "13812345678" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.keyDown(input, { key: "Enter" });
    await expect(answer).resolves.toEqual({ action: "confirm", value: "13812345678" });
  });

  it("a validator's own message is shown instead", () => {
    const box = renderWithBox();
    act(() => {
      box().prompt({ title: "反馈", message: "内容", rules: { validator: () => "至少输入5个字" } });
    });
    fireEvent.change(screen.getByRole("textbox", { name: "内容" }), { target: { value: "短" } });
    expect(screen.getByRole("alert").textContent).toBe("至少输入5个字");
  });

  it("Enter in a text area does not confirm", () => {
    const box = renderWithBox();
    act(() => {
      box().prompt({ title: "反馈", message: "内容", inputType: "textarea" });
    });
    const textarea = screen.getByRole("textbox", { name: "内容" });
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
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    expect(screen.getByRole("alertdialog", { name: "第一个" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("alertdialog", { name: "第二个" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(second).resolves.toEqual({ action: "confirm", value: null });
  });
});
