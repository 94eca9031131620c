import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type ChatServerFrame, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { WebSocket } from "ws";
import { call, type TestServer } from "../../testing/test-server";
import { attachSupportChat } from "./chat-socket";

/** The staff account the seed creates (README: Demo accounts). */
export const STAFF_PHONE = "13800000009";

/** A test server listening on a free port with the chat socket attached. */
export async function listen(t: TestServer) {
  const http = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
  });
  const chat = attachSupportChat(http, t.server);
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}${SUPPORT_CHAT_WS_PATH}`,
    origin: `http://127.0.0.1:${port}`,
    chat,
    close: async () => {
      await chat.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** A chat socket that records every frame and waits for the one a test expects. */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  closed: { code: number } | null = null;
  #waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    ws.on("close", (code) => {
      this.closed = { code };
      for (const wake of this.#waiters.splice(0)) wake();
    });
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    const ws = new WebSocket(url, { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new ChatClient(ws);
  }

  /** Opens a socket and authenticates with a fresh pass of this token; resolves with the `ready` frame. */
  static async connect(t: TestServer, url: string, token: string, role: "learner" | "agent" = "learner") {
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", { token, json: { role } });
    if (body.status !== 200) throw new Error(body.msg);
    const client = await ChatClient.open(url);
    client.send({ type: "auth", pass: body.data.pass });
    const ready = await client.next((f) => f.type === "ready");
    return { client, ready };
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The first frame (from `from` on) that matches; consumed so the next call looks further. */
  #seen = 0;
  async next<F extends ChatServerFrame>(match: (f: ChatServerFrame) => f is F, timeoutMs?: number): Promise<F>;
  async next(match: (f: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  async next(match: (f: ChatServerFrame) => boolean, timeoutMs = 3000): Promise<ChatServerFrame> {
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
