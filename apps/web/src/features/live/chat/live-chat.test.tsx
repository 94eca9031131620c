import type { LiveChatServerFrame } from "@taxlearn/api";
import { STORAGE_KEYS } from "@taxlearn/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../testing/render-screen";
import { LiveChat } from "./live-chat";
import { reduceLiveChat } from "./use-live-chat";

/** A WebSocket stand-in: records what the page sends; the test plays the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(frame: LiveChatServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const message = (id: number, userId: number, text: string, lecturer = false) => ({
  id,
  liveId: 7001,
  userId,
  name: lecturer ? "王立新" : `学员${userId}`,
  text,
  at: "2026-11-20T11:30:00.000Z",
  lecturer,
});

const ready = (overrides: Partial<Extract<LiveChatServerFrame, { type: "ready" }>> = {}): LiveChatServerFrame => ({
  type: "ready",
  liveId: 7001,
  userId: 1,
  role: "learner",
  phase: "open",
  muted: false,
  messages: [message(1, 2, "老师好"), message(2, 9, "大家好", true)],
  mutedUsers: [],
  ...overrides,
});

const server = {
  "/api/live/chat/pass": () => ({ data: { pass: "one-time", expiresAt: "2026-11-20T11:31:00.000Z" } }),
};

beforeEach(() => {
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const connect = async (viewerRole: "learner" | "lecturer" = "learner") => {
  localStorage.setItem(STORAGE_KEYS.token, "learner-token");
  const view = renderScreen(<LiveChat liveId={7001} viewerRole={viewerRole} />, { url: "/liveDetail?id=7001", server });
  await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: "auth", pass: "one-time", liveId: 7001 }]));
  return { ...view, socket: FakeSocket.last! };
};

describe("LiveChat", () => {
  it("without login shows the link 登录后参与聊天 to /login with this page as the redirect, and opens no socket", () => {
    renderScreen(<LiveChat liveId={7001} viewerRole="learner" />, { url: "/liveDetail?id=7001", server });
    expect(screen.getByRole("link", { name: "登录后参与聊天" }).getAttribute("href")).toBe(
      "/login?redirect=%2FliveDetail%3Fid%3D7001",
    );
    expect(FakeSocket.last).toBeNull();
  });

  it("joins with a pass, shows the history with the lecturer highlighted, and sends a message", async () => {
    const { socket } = await connect();
    expect(screen.getByRole("status").textContent).toBe("正在连接直播间…");
    socket.push(ready());
    expect(await screen.findByText("老师好")).toBeTruthy();
    expect(screen.getByText("大家好").closest("li")?.getAttribute("data-lecturer")).toBe("true");
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "  请问  " } });
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    expect(socket.sent.at(-1)).toEqual({ type: "send", text: "  请问  " });
    // the draft stays until the server takes it
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("  请问  ");
    socket.push({ type: "message", message: message(3, 1, "请问") });
    await waitFor(() => expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe(""));
    expect(screen.getByText(/（我）/)).toBeTruthy();
  });

  it("shows a refusal (rate limit) and keeps the draft; muted and ended remove the input", async () => {
    const { socket } = await connect();
    socket.push(ready());
    fireEvent.change(await screen.findByRole("textbox"), { target: { value: "刷屏" } });
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    socket.push({ type: "error", msg: "发送过于频繁，每10秒最多发送5条" });
    expect((await screen.findByRole("alert")).textContent).toBe("发送过于频繁，每10秒最多发送5条");
    expect((screen.getByRole("textbox") as HTMLTextAreaElement).value).toBe("刷屏");
    socket.push({ type: "muted", userId: 1, name: "学员1", muted: true });
    expect((await screen.findByRole("alert")).textContent).toContain("禁言");
    expect(screen.queryByRole("textbox")).toBeNull();
    socket.push({ type: "phase", phase: "ended" });
    expect(await screen.findByText("直播已结束，聊天记录仅供查看")).toBeTruthy();
  });

  it("the lecturer's view mutes and unmutes a learner", async () => {
    const { socket } = await connect("lecturer");
    socket.push(ready({ role: "lecturer", userId: 9 }));
    fireEvent.click(await screen.findByRole("button", { name: "禁言 学员2" }));
    expect(socket.sent.at(-1)).toEqual({ type: "mute", userId: 2 });
    socket.push({ type: "muted", userId: 2, name: "学员2", muted: true });
    fireEvent.click(await screen.findByRole("button", { name: "解除禁言 学员2" }));
    expect(socket.sent.at(-1)).toEqual({ type: "unmute", userId: 2 });
  });

  it("a learner's view has no mute actions even if asked for the lecturer's", async () => {
    const { socket } = await connect("lecturer");
    socket.push(ready({ role: "learner" }));
    await screen.findByText("老师好");
    expect(screen.queryByRole("button", { name: /禁言/ })).toBeNull();
  });

  it("reconnects after a drop", async () => {
    const { socket } = await connect();
    socket.push(ready());
    act(() => socket.onclose?.({ code: 1006 }));
    expect(await screen.findByText(/秒后重新连接/)).toBeTruthy();
  });
});

describe("reduceLiveChat", () => {
  it("ignores a message it already has and keeps mutes in step", () => {
    const start = reduceLiveChat(
      { messages: [], phase: "notStarted", role: null, userId: null, muted: false, mutedUserIds: [], sendError: null },
      ready({ mutedUsers: [{ userId: 5, name: "x" }] }),
    );
    expect(reduceLiveChat(start, { type: "message", message: message(1, 2, "老师好") })).toBe(start);
    const unmuted = reduceLiveChat(start, { type: "muted", userId: 5, name: "x", muted: false });
    expect(unmuted.mutedUserIds).toEqual([]);
    expect(unmuted.muted).toBe(false);
  });
});
