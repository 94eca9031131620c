import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import {
  ChatClientFrame,
  type ChatServerFrame,
  SUPPORT_CHAT_MAX_FRAME_BYTES,
  SUPPORT_CHAT_WS_PATH,
} from "@taxlearn/api";
import { Either, Schema } from "effect";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import { hashToken } from "../../auth/tokens";
import { hasRole } from "../../auth/user-roles";
import type { ServerContext } from "../../server-context";
import * as actions from "./chat-actions";
import type { ChatEvent } from "./chat-bus";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import { takePass } from "./support-chat.repo";

/** Open chat sockets one account may hold on one process (windows, tabs, consoles). */
export const MAX_SOCKETS_PER_USER = 5;
/** A socket must present its pass this soon after opening. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Pings this often; a socket that did not answer the previous ping is dropped. */
export const HEARTBEAT_MS = 30_000;
/** Typing notices a socket may send per second (the rest are dropped silently). */
const TYPING_INTERVAL_MS = 1000;

/** Close codes (4000–4999 are the application's). */
export const CLOSE = { unauthorised: 4001, forbidden: 4003, tooMany: 4008, badData: 1003, shutdown: 1001 } as const;

interface Connection {
  readonly ws: WebSocket;
  readonly userId: number;
  readonly role: "learner" | "agent";
  alive: boolean;
  lastTyping: number;
  /** Frames of one socket are handled one after the other, in order. */
  queue: Promise<void>;
}

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(ChatClientFrame));

/**
 * Origin check against cross-site WebSocket hijacking: a browser always sends Origin, and it must be this site's
 * (the Host the request came to). A client that is not a browser sends none and still needs a pass.
 */
export function sameOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // behind a trusted reverse proxy the public host may arrive as X-Forwarded-Host
    const host = (trustProxy ? request.headers["x-forwarded-host"] : undefined) ?? request.headers.host;
    return new URL(origin).host === (Array.isArray(host) ? host[0] : host);
  } catch {
    return false;
  }
}

const refuseUpgrade = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

/**
 * The chat WebSocket at SUPPORT_CHAT_WS_PATH on the node HTTP server. No socket holds a database connection: every
 * frame runs its own short queries, and events reach sockets through the bus (LISTEN/NOTIFY across processes).
 */
export function attachSupportChat(http: Server, server: ServerContext, options: { trustProxy?: boolean } = {}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SUPPORT_CHAT_MAX_FRAME_BYTES });
  const byUser = new Map<number, Set<Connection>>();

  const send = (ws: WebSocket, frame: ChatServerFrame) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const connectionsOf = (userId: number, role: "learner" | "agent") =>
    [...(byUser.get(userId) ?? [])].filter((c) => c.role === role);

  const deliver = async (event: ChatEvent) => {
    if (event.kind === "thread") {
      const targets = connectionsOf(event.agentId, "agent");
      if (targets.length === 0) return;
      const thread = await actions.agentThread(server, event.agentId, event.conversationId);
      if (thread) for (const c of targets) send(c.ws, { type: "thread", thread });
      return;
    }
    const to = event.to;
    const targets =
      "learnerId" in to
        ? connectionsOf(to.learnerId, "learner")
        : "agentId" in to
          ? connectionsOf(to.agentId, "agent")
          : [...byUser.values()].flatMap((set) => [...set].filter((c) => c.role === "agent"));
    for (const c of targets) send(c.ws, event.frame);
  };
  const unsubscribe = server.supportChat.bus.subscribe((event) => {
    deliver(event).catch((error: Error) => server.log.error("chat delivery failed", { error: error.message }));
  });

  async function authenticate(ws: WebSocket, raw: RawData): Promise<Connection | null> {
    const decoded = decodeFrame(raw.toString("utf8"));
    if (Either.isLeft(decoded) || decoded.right.type !== "auth") {
      send(ws, { type: "error", msg: M.authFirst });
      ws.close(CLOSE.unauthorised, "auth");
      return null;
    }
    const pass = await takePass(server.db, hashToken(decoded.right.pass), server.clock());
    if (!pass) {
      send(ws, { type: "error", msg: M.passInvalid });
      ws.close(CLOSE.unauthorised, "pass");
      return null;
    }
    if (pass.role === "agent" && !(await hasRole(server.db, pass.userId, "staff"))) {
      send(ws, { type: "error", msg: M.staffOnly });
      ws.close(CLOSE.forbidden, "role");
      return null;
    }
    const mine = byUser.get(pass.userId) ?? new Set<Connection>();
    if (mine.size >= MAX_SOCKETS_PER_USER) {
      send(ws, { type: "error", msg: M.tooManyConnections });
      ws.close(CLOSE.tooMany, "connections");
      return null;
    }
    const connection: Connection = {
      ws,
      userId: pass.userId,
      role: pass.role,
      alive: true,
      lastTyping: 0,
      queue: Promise.resolve(),
    };
    mine.add(connection);
    byUser.set(pass.userId, mine);
    send(
      ws,
      pass.role === "agent"
        ? await actions.agentReady(server, pass.userId)
        : await actions.learnerReady(server, pass.userId),
    );
    return connection;
  }

  async function handle(c: Connection, raw: RawData): Promise<void> {
    const decoded = decodeFrame(raw.toString("utf8"));
    if (Either.isLeft(decoded)) {
      send(c.ws, { type: "error", msg: M.badFrame });
      return;
    }
    const frame = decoded.right;
    if (c.role === "agent") await actions.requireStaff(server, c.userId);
    switch (frame.type) {
      case "auth":
        return;
      case "send":
        // a message ends the typing line on the other side: the next typing frame is relayed at once
        c.lastTyping = 0;
        if (c.role === "learner") await actions.learnerSend(server, c.userId, frame.text);
        else await actions.agentSend(server, c.userId, frame.conversationId, frame.text);
        return;
      case "typing": {
        const now = Date.now();
        if (now - c.lastTyping < TYPING_INTERVAL_MS) return;
        c.lastTyping = now;
        await actions.typing(server, c.role, c.userId, frame.conversationId);
        return;
      }
      case "read":
        await actions.markRead(server, c.role, c.userId, frame.upTo, frame.conversationId);
        return;
      case "claim":
      case "close":
        if (c.role !== "agent") {
          send(c.ws, { type: "error", msg: M.staffOnly });
          return;
        }
        if (frame.type === "claim") await actions.agentClaim(server, c.userId, frame.conversationId);
        else await actions.agentClose(server, c.userId, frame.conversationId);
        return;
    }
  }

  wss.on("connection", (ws: WebSocket) => {
    let connection: Connection | null = null;
    let authenticating: Promise<void> | null = null;
    const authTimer = setTimeout(() => {
      if (!connection) {
        send(ws, { type: "error", msg: M.authTimeout });
        ws.close(CLOSE.unauthorised, "timeout");
      }
    }, AUTH_TIMEOUT_MS);
    authTimer.unref();

    ws.on("message", (raw, isBinary) => {
      if (isBinary) {
        ws.close(CLOSE.badData, "text only");
        return;
      }
      if (!connection) {
        // frames sent before the pass has been checked are refused, not queued
        if (authenticating) return;
        authenticating = authenticate(ws, raw)
          .then((c) => {
            connection = c;
            clearTimeout(authTimer);
          })
          .catch((error: Error) => {
            server.log.error("chat authentication failed", { error: error.message });
            ws.close(CLOSE.unauthorised, "error");
          });
        return;
      }
      const c = connection;
      c.queue = c.queue.then(() =>
        handle(c, raw).catch((error: unknown) => {
          if (error instanceof actions.ChatRefusal) send(c.ws, { type: "error", msg: error.message });
          else if (error instanceof actions.ChatForbidden) {
            send(c.ws, { type: "error", msg: error.message });
            c.ws.close(CLOSE.forbidden, "role");
          } else server.log.error("chat frame failed", { error: String(error) });
        }),
      );
    });
    ws.on("pong", () => {
      if (connection) connection.alive = true;
    });
    ws.on("close", () => {
      clearTimeout(authTimer);
      if (!connection) return;
      const mine = byUser.get(connection.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(connection.userId);
    });
    ws.on("error", () => {});
  });

  const heartbeat = setInterval(() => {
    for (const set of byUser.values()) {
      for (const c of set) {
        if (!c.alive) c.ws.terminate();
        else {
          c.alive = false;
          c.ws.ping();
        }
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== SUPPORT_CHAT_WS_PATH) return refuseUpgrade(socket, "404 Not Found");
    if (!sameOrigin(request, options.trustProxy ?? false)) return refuseUpgrade(socket, "403 Forbidden");
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  };
  http.on("upgrade", onUpgrade);

  return {
    /** Sockets open now, by account (tests and the connection limit). */
    socketsOf: (userId: number) => byUser.get(userId)?.size ?? 0,
    close: async () => {
      clearInterval(heartbeat);
      unsubscribe();
      http.off("upgrade", onUpgrade);
      for (const client of wss.clients) client.close(CLOSE.shutdown, "shutdown");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
