import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AssistantChat, type AssistantChatProps } from "./assistant-chat";

const base: AssistantChatProps = {
  title: "财税助手",
  sessions: [{ id: "a", title: "出口退税的申报期限", time: "刚刚", href: "/ai?session=a" }],
  activeSessionId: "a",
  turns: [
    {
      id: 1,
      question: "出口退税的申报期限是什么？",
      answer: "<b>次年4月30日</b>前[1]",
      state: "answered",
      citations: [{ n: 1, kindLabel: "政策", title: "申报期限公告", href: "/policy/details?id=2801" }],
    },
  ],
  draft: "",
  maxLength: 300,
  busy: false,
  sessionsOpen: false,
  onToggleSessions: () => {},
  onDraftChange: () => {},
  onAsk: () => {},
  newSessionHref: "/ai",
  onDeleteSession: () => {},
};

describe("AssistantChat", () => {
  it("shows the answer as text and its sources and conversations as real links the router can take", () => {
    const onNavigate = vi.fn();
    const { container } = render(<AssistantChat {...base} onNavigate={onNavigate} />);
    expect(screen.getByText(/<b>次年4月30日<\/b>前\[1\]/)).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    const source = screen.getByRole("link", { name: "申报期限公告" });
    expect(source.getAttribute("href")).toBe("/policy/details?id=2801");
    fireEvent.click(source);
    expect(onNavigate).toHaveBeenCalledWith("/policy/details?id=2801");
    expect(screen.getByRole("link", { name: /出口退税的申报期限/ }).getAttribute("aria-current")).toBe("page");
  });

  it("asks on Enter (not Shift+Enter, not while answering, not when blank) and deletes a conversation", () => {
    const onAsk = vi.fn();
    const onDeleteSession = vi.fn();
    const { rerender } = render(
      <AssistantChat {...base} draft="年终奖？" onAsk={onAsk} onDeleteSession={onDeleteSession} />,
    );
    const box = screen.getByLabelText("您的问题");
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onAsk).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onAsk).toHaveBeenCalledTimes(1);
    rerender(<AssistantChat {...base} draft="年终奖？" busy onAsk={onAsk} />);
    fireEvent.keyDown(screen.getByLabelText("您的问题"), { key: "Enter" });
    rerender(<AssistantChat {...base} draft="  " onAsk={onAsk} />);
    fireEvent.keyDown(screen.getByLabelText("您的问题"), { key: "Enter" });
    expect(onAsk).toHaveBeenCalledTimes(1);
    rerender(<AssistantChat {...base} onDeleteSession={onDeleteSession} />);
    fireEvent.click(screen.getByRole("button", { name: "删除对话：出口退税的申报期限" }));
    expect(onDeleteSession).toHaveBeenCalledWith("a");
  });

  it("says it is searching before the first words, and shows a refusal of the question", () => {
    render(
      <AssistantChat
        {...base}
        busy
        composerError="提问过于频繁，请30秒后再试"
        turns={[{ id: "p", question: "免抵退税额怎么计算？", answer: "", state: "streaming", citations: [] }]}
      />,
    );
    expect(screen.getByText("正在检索本站的政策、案例和课程…")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("提问过于频繁，请30秒后再试");
    expect(screen.getByRole("button", { name: "对话列表" }).getAttribute("aria-expanded")).toBe("false");
  });
});
