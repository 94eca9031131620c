import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { LIVE_CHAT_WS_PATH, type LiveChatServerFrame } from "@taxlearn/api";
import { WebSocket } from "ws";
import { call, type TestServer } from "../../testing/test-server";
import { attachLiveChat } from "./live-chat-socket";

/** A test server listening on a free port with the live chat socket attached. */
export async function listenLiveChat(t: TestServer) {
  const http = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
  });
  const chat = attachLiveChat(http, t.server);
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}${LIVE_CHAT_WS_PATH}`,
    chat,
    close: async () => {
      await chat.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A live-chat socket that records every frame and waits for the one a test expects. */
export class LiveChatClient {
  readonly frames: LiveChatServerFrame[] = [];
  closed: { code: number } | null = null;
  #seen = 0;
  #waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()) as LiveChatServerFrame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    ws.on("close", (code) => {
      this.closed = { code };
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<LiveChatClient> {
    const ws = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new LiveChatClient(ws);
  }

  /** Opens a socket into session `liveId` with a fresh pass of this token; resolves with the `ready` frame. */
  static async join(t: TestServer, url: string, token: string, liveId: number) {
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/live/chat/pass", {
      token,
      form: { id: String(liveId) },
    });
    if (body.status !== 200) throw new Error(body.msg);
    const client = await LiveChatClient.open(url);
    client.send({ type: "auth", pass: body.data.pass, liveId });
    const ready = await client.next((f) => f.type === "ready");
    if (ready.type !== "ready") throw new Error("not ready");
    return { client, ready };
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The next frame (after those already consumed) that matches. */
  async next(match: (f: LiveChatServerFrame) => boolean, timeoutMs = 3000): Promise<LiveChatServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((f, i) => i >= this.#seen && match(f));
      if (index >= 0) {
        this.#seen = index + 1;
        return this.frames[index]!;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}); frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame; frames: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next `error` frame's text. */
  async error(): Promise<string> {
    const f = await this.next((x) => x.type === "error");
    return f.type === "error" ? f.msg : "";
  }

  /** Waits until the server closes the socket. */
  async closedWith(timeoutMs = 3000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error("still open");
    return this.closed.code;
  }

  close(): void {
    this.ws.close();
  }
}
