import type { Server } from "node:http";
import {
  ChatClientFrame,
  type ChatServerFrame,
  SUPPORT_CHAT_MAX_FRAME_BYTES,
  SUPPORT_CHAT_WS_PATH,
} from "@taxlearn/api";
import { Either, Schema } from "effect";
import { openPass } from "../../auth/socket-passes";
import { hasRole } from "../../auth/user-roles";
import { attachSocketHub, CLOSE, type HubConnection, SocketRefusal } from "../../http/socket-hub";
import type { ServerContext } from "../../server-context";
import * as actions from "./chat-actions";
import type { ChatEvent } from "./chat-bus";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";

export { CLOSE, sameOrigin } from "../../http/socket-hub";

/** Open chat sockets one account may hold on one process (windows, tabs, consoles). */
export const MAX_SOCKETS_PER_USER = 5;
/** Typing notices a socket may send per second (the rest are dropped silently). */
const TYPING_INTERVAL_MS = 1000;

interface Connection extends HubConnection {
  readonly role: "learner" | "agent";
  lastTyping: number;
}

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(ChatClientFrame));

/**
 * The chat WebSocket at SUPPORT_CHAT_WS_PATH on the node HTTP server (the shared plumbing in http/socket-hub). No
 * socket holds a database connection: every frame runs its own short queries, and events reach sockets through the
 * bus (LISTEN/NOTIFY across processes).
 */
export function attachSupportChat(http: Server, server: ServerContext, options: { trustProxy?: boolean } = {}) {
  const hub = attachSocketHub<{ userId: number; tokenHash: string; role: "learner" | "agent" }, Connection>(http, {
    path: SUPPORT_CHAT_WS_PATH,
    maxPayload: SUPPORT_CHAT_MAX_FRAME_BYTES,
    maxSocketsPerUser: MAX_SOCKETS_PER_USER,
    trustProxy: options.trustProxy ?? false,
    log: server.log,
    messages: {
      authFirst: M.authFirst,
      authTimeout: M.authTimeout,
      tooManyConnections: M.tooManyConnections,
      loginEnded: M.loginEnded,
    },
    logins: server.logins,
    async authenticate(raw) {
      const decoded = decodeFrame(raw);
      if (Either.isLeft(decoded) || decoded.right.type !== "auth") throw new SocketRefusal(M.authFirst);
      const pass = await openPass(server.db, decoded.right.pass, server.clock());
      if (!pass || (pass.role !== "learner" && pass.role !== "agent")) throw new SocketRefusal(M.passInvalid);
      if (pass.role === "agent" && !(await hasRole(server.db, pass.userId, "staff"))) {
        throw new SocketRefusal(M.staffOnly, CLOSE.forbidden);
      }
      return { userId: pass.userId, tokenHash: pass.tokenHash, role: pass.role };
    },
    connection: (base, auth) => ({ ...base, role: auth.role, lastTyping: 0 }),
    async ready(c) {
      hub.send(
        c.ws,
        c.role === "agent" ? await actions.agentReady(server, c.userId) : await actions.learnerReady(server, c.userId),
      );
    },
    handle,
  });

  const send = (c: Connection, frame: ChatServerFrame) => hub.send(c.ws, frame);
  const connectionsOf = (userId: number, role: "learner" | "agent") =>
    hub.connectionsOf(userId).filter((c) => c.role === role);

  const deliver = async (event: ChatEvent) => {
    if (event.kind === "thread") {
      const targets = connectionsOf(event.agentId, "agent");
      if (targets.length === 0) return;
      const thread = await actions.agentThread(server, event.agentId, event.conversationId);
      if (thread) for (const c of targets) send(c, { type: "thread", thread });
      return;
    }
    const to = event.to;
    const targets =
      "learnerId" in to
        ? connectionsOf(to.learnerId, "learner")
        : "agentId" in to
          ? connectionsOf(to.agentId, "agent")
          : hub.all().filter((c) => c.role === "agent");
    for (const c of targets) send(c, event.frame);
  };
  const unsubscribe = server.supportChat.bus.subscribe((event) => {
    deliver(event).catch((error: Error) => server.log.error("chat delivery failed", { error: error.message }));
  });

  async function handle(c: Connection, raw: string): Promise<void> {
    const decoded = decodeFrame(raw);
    if (Either.isLeft(decoded)) throw new SocketRefusal(M.badFrame);
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
        if (c.role !== "agent") throw new SocketRefusal(M.staffOnly);
        if (frame.type === "claim") await actions.agentClaim(server, c.userId, frame.conversationId);
        else await actions.agentClose(server, c.userId, frame.conversationId);
        return;
    }
  }

  return {
    /** Sockets open now, by account (tests and the connection limit). */
    socketsOf: hub.socketsOf,
    close: async () => {
      unsubscribe();
      await hub.close();
    },
  };
}
