import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ChatWindow, type ChatWindowProps } from "./chat-window";

const base: ChatWindowProps = {
  status: "open",
  agentName: "客服小税",
  messages: [
    { id: 1, from: "mine", text: "<b>你好</b>", time: "10:00", read: true },
    { id: 2, from: "theirs", text: "您好", time: "10:01" },
    { id: 3, from: "mine", text: "在吗", time: "10:02", read: false },
  ],
  draft: "",
  onDraftChange: () => {},
  onSend: () => {},
  maxLength: 500,
};

describe("ChatWindow", () => {
  it("shows markup as text, with read marks on the learner's own messages", () => {
    const { container } = render(<ChatWindow {...base} typing />);
    expect(screen.getByText("<b>你好</b>")).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByText("10:00 · 已读")).toBeTruthy();
    expect(screen.getByText("10:02 · 未读")).toBeTruthy();
    expect(screen.getByText("客服正在输入…")).toBeTruthy();
    expect(screen.getByText("客服小税 为您服务")).toBeTruthy();
  });

  it("sends on Enter, not on Shift+Enter nor when blank or disconnected", () => {
    const onSend = vi.fn();
    const { rerender } = render(<ChatWindow {...base} draft="你好" onSend={onSend} />);
    const input = screen.getByRole("textbox");
    fireEvent.keyDown(input, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(<ChatWindow {...base} draft="   " onSend={onSend} />);
    fireEvent.keyDown(screen.getByRole("textbox"), { key: "Enter" });
    rerender(<ChatWindow {...base} status="reconnecting" retryInMs={2000} draft="你好" onSend={onSend} />);
    expect(screen.getByRole("status").textContent).toContain("2 秒后重新连接");
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).disabled).toBe(true);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("shows the hotline and the leave-a-message form outside the service hours", () => {
    const onSubmit = vi.fn();
    render(
      <ChatWindow
        {...base}
        status="offline"
        offline={{
          hotline: "400-000-0000",
          hours: "工作日 8:30-12:00，13:00-17:00（法定节假日除外）",
          content: "请回电",
          contact: "",
          maxLength: 1000,
          onContentChange: () => {},
          onContactChange: () => {},
          onSubmit,
        }}
      />,
    );
    expect(screen.getByText("400-000-0000")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "提交留言" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
