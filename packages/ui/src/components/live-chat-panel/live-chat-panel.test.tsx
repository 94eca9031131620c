import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type LiveChatLine, LiveChatPanel, type LiveChatPanelProps } from "./live-chat-panel";

const lines: LiveChatLine[] = [
  {
    id: 1,
    userId: 11,
    name: "学员0001",
    text: "<img src=x onerror=alert(1)>",
    time: "19:30",
    lecturer: false,
    mine: false,
  },
  { id: 2, userId: 5, name: "王立新", text: "大家好", time: "19:31", lecturer: true, mine: false },
];
const base: LiveChatPanelProps = {
  status: "open",
  phase: "open",
  messages: lines,
  draft: "",
  onDraftChange: () => {},
  onSend: () => {},
  maxLength: 200,
};

describe("LiveChatPanel", () => {
  it("shows messages as text and marks the lecturer's", () => {
    const { container } = render(<LiveChatPanel {...base} />);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    const lecturer = container.querySelector("[data-lecturer]");
    expect(lecturer?.textContent).toContain("主讲人");
    expect(lecturer?.textContent).toContain("大家好");
  });

  it("sends with Enter and counts characters", () => {
    const onSend = vi.fn();
    render(<LiveChatPanel {...base} draft="你好😀" onSend={onSend} />);
    expect(screen.getByText("3/200")).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("textbox"), { key: "Enter" });
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("without login shows only the login link, with the redirect", () => {
    render(<LiveChatPanel {...base} login={{ href: "/login?redirect=%2Flive" }} />);
    expect(screen.getByRole("link", { name: "登录后参与聊天" }).getAttribute("href")).toBe("/login?redirect=%2Flive");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByText("大家好")).toBeNull();
  });

  it("has no input before the start, after the end, or when muted", () => {
    const { rerender } = render(<LiveChatPanel {...base} phase="notStarted" />);
    expect(screen.getByText("直播未开始")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    rerender(<LiveChatPanel {...base} phase="ended" />);
    expect(screen.getByText("直播已结束，聊天记录仅供查看")).toBeTruthy();
    expect(screen.getByText("大家好")).toBeTruthy();
    rerender(<LiveChatPanel {...base} muted />);
    expect(screen.getByRole("alert").textContent).toContain("禁言");
  });

  it("shows the connection state and the refusal of the last message", () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LiveChatPanel {...base} status="reconnecting" retryInMs={1500} onRetry={onRetry} />);
    expect(screen.getByRole("status").textContent).toContain("2 秒后重新连接");
    fireEvent.click(screen.getByRole("button", { name: "重新连接" }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<LiveChatPanel {...base} sendError="发送过于频繁，每10秒最多发送5条" />);
    expect(screen.getByRole("alert").textContent).toBe("发送过于频繁，每10秒最多发送5条");
  });

  it("lets a moderator mute and unmute learners, never the lecturer", () => {
    const onMute = vi.fn();
    const onUnmute = vi.fn();
    const { rerender } = render(<LiveChatPanel {...base} moderation={{ mutedUserIds: [], onMute, onUnmute }} />);
    expect(screen.getAllByRole("button", { name: /^禁言/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "禁言 学员0001" }));
    expect(onMute).toHaveBeenCalledWith(11);
    rerender(<LiveChatPanel {...base} moderation={{ mutedUserIds: [11], onMute, onUnmute }} />);
    fireEvent.click(screen.getByRole("button", { name: "解除禁言 学员0001" }));
    expect(onUnmute).toHaveBeenCalledWith(11);
  });
});
