import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { WebSocket } from "ws";
import type { ServerContext } from "../server-context";
import type { TestServer } from "./test-server";

/** Something a socket feature attaches to the HTTP server and closes at the end (the chat hubs). */
type Attached = { close: () => Promise<void> };

/** A test server listening on a free port with a socket feature (`attach`) mounted at `path`. */
export async function listenWithSocket<A extends Attached>(
  t: TestServer,
  attach: (http: Server, server: ServerContext) => A,
  path: string,
) {
  const http = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s as Server));
  });
  const attached = attach(http, t.server);
  const port = (http.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}${path}`,
    origin: `http://127.0.0.1:${port}`,
    chat: attached,
    close: async () => {
      await attached.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Opens a WebSocket and resolves once it is open. */
export async function openWebSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return ws;
}

/** A JSON-frame socket that records every frame and waits for the one a test expects. */
export class FrameSocket<Frame> {
  readonly frames: Frame[] = [];
  closed: { code: number } | null = null;
  #seen = 0;
  #waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.#wakeAll();
    });
    ws.on("close", (code) => {
      this.closed = { code };
      this.#wakeAll();
    });
  }

  #wakeAll(): void {
    for (const wake of this.#waiters.splice(0)) wake();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** The next frame (after those already consumed) that matches; consumed so the next call looks further. */
  async next<F extends Frame>(match: (f: Frame) => f is F, timeoutMs?: number): Promise<F>;
  async next(match: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  async next(match: (f: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
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
