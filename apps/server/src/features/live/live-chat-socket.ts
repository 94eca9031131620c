import type { Server } from "node:http";
import {
  LIVE_CHAT_MAX_FRAME_BYTES,
  LIVE_CHAT_WS_PATH,
  LiveChatClientFrame,
  type LiveChatMessage,
  type LiveChatRole,
  type LiveChatServerFrame,
} from "@taxlearn/api";
import {
  checkLiveChatText,
  LIVE_CHAT_LIMITS,
  LIVE_STATUS,
  liveChatPhase,
  liveChatWindowStart,
  maskPhone,
  withinLiveChatRate,
} from "@taxlearn/core";
import { Either, Schema } from "effect";
import { openPass } from "../../auth/socket-passes";
import { lockForTransaction } from "../../db/executor";
import { attachSocketHub, type HubConnection, SocketRefusal } from "../../http/socket-hub";
import type { ServerContext } from "../../server-context";
import { LIVE_CHAT_MESSAGES as M } from "./live.messages";
import * as repo from "./live-chat.repo";
import type { LiveChatEvent } from "./live-chat.runtime";
import { roleIn } from "./live-chat-access";

/** Close code of a socket that names a session that does not exist. */
export const CLOSE_NOT_FOUND = 4004;

interface Connection extends HubConnection {
  readonly liveId: number;
  readonly role: LiveChatRole;
}

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(LiveChatClientFrame));

/** How a sender is shown to others: their name, or the masked phone when the name is the phone. */
export const displayName = (user: { username: string; mobile: string | null }): string =>
  user.mobile && user.username.includes(user.mobile) ? maskPhone(user.mobile) : user.username;

const messageView = (row: repo.LiveChatRow): LiveChatMessage => ({
  id: row.id,
  liveId: row.liveId,
  userId: row.userId,
  name: displayName(row),
  text: row.body,
  at: row.createdAt.toISOString(),
  lecturer: row.fromLecturer,
});

const phaseRefusal = (status: number) => (status === LIVE_STATUS.replay ? M.ended : M.notStarted);

/**
 * A live session's chat at LIVE_CHAT_WS_PATH (decision 055): the shared socket plumbing (http/socket-hub), a pass and
 * the session's id in the first frame, the latest messages on join, messages only while the session is live (1),
 * per-account-and-session rate limit, mutes by the session's lecturer or staff. Events of one session reach only the
 * sockets of that session, on every process (LISTEN/NOTIFY).
 */
export function attachLiveChat(http: Server, server: ServerContext, options: { trustProxy?: boolean } = {}) {
  const bySession = new Map<number, Set<Connection>>();

  const hub = attachSocketHub<{ userId: number; tokenHash: string; liveId: number; role: LiveChatRole }, Connection>(
    http,
    {
      path: LIVE_CHAT_WS_PATH,
      maxPayload: LIVE_CHAT_MAX_FRAME_BYTES,
      maxSocketsPerUser: LIVE_CHAT_LIMITS.socketsPerUser,
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
        // a pass opens the one session it was issued for (to someone who may watch it)
        if (pass?.role !== "live" || pass.liveId !== decoded.right.liveId) throw new SocketRefusal(M.passInvalid);
        const session = await repo.sessionForChat(server.db, pass.liveId);
        if (!session) throw new SocketRefusal(M.notFound, CLOSE_NOT_FOUND);
        return {
          userId: pass.userId,
          tokenHash: pass.tokenHash,
          liveId: session.id,
          role: await roleIn(server, session, pass.userId),
        };
      },
      connection: (base, auth) => {
        const c: Connection = { ...base, liveId: auth.liveId, role: auth.role };
        const set = bySession.get(c.liveId) ?? new Set();
        set.add(c);
        bySession.set(c.liveId, set);
        return c;
      },
      closed: (c) => {
        const set = bySession.get(c.liveId);
        set?.delete(c);
        if (set?.size === 0) bySession.delete(c.liveId);
      },
      ready: async (c): Promise<void> => {
        send(c, await readyFrame(c));
      },
      handle,
    },
  );

  const send = (c: Connection, frame: LiveChatServerFrame): void => hub.send(c.ws, frame);
  const publish = (event: LiveChatEvent) => server.liveChat.bus.publish(event);

  async function readyFrame(c: Connection): Promise<LiveChatServerFrame> {
    const session = await repo.sessionForChat(server.db, c.liveId);
    const moderator = c.role !== "learner";
    return {
      type: "ready",
      liveId: c.liveId,
      userId: c.userId,
      role: c.role,
      phase: liveChatPhase(session?.status ?? LIVE_STATUS.replay),
      muted: await repo.isMuted(server.db, c.liveId, c.userId),
      messages: (await repo.recentMessages(server.db, c.liveId, LIVE_CHAT_LIMITS.historySize)).map(messageView),
      mutedUsers: moderator
        ? (await repo.mutedUsers(server.db, c.liveId)).map((u) => ({ userId: u.userId, name: displayName(u) }))
        : [],
    };
  }

  const unsubscribe = server.liveChat.bus.subscribe((event) => {
    for (const c of bySession.get(event.liveId) ?? []) {
      const to = event.to;
      const wanted = to === "all" ? true : to === "moderators" ? c.role !== "learner" : c.userId === to.userId;
      if (wanted) send(c, event.frame);
    }
  });

  async function sendMessage(c: Connection, raw: string): Promise<void> {
    const checked = checkLiveChatText(raw);
    if (!checked.ok) throw new SocketRefusal(checked.problem === "empty" ? M.empty : M.tooLong);
    const now = server.clock();
    const message = await server.db.transaction(async (tx) => {
      // one account's sends into one session run one after the other, so the count below is exact across processes
      await lockForTransaction(tx, `live-chat:${c.liveId}:${c.userId}`);
      const session = await repo.sessionForChat(tx, c.liveId);
      if (!session) throw new SocketRefusal(M.notFound);
      if (session.status !== LIVE_STATUS.live) {
        send(c, { type: "phase", phase: liveChatPhase(session.status) });
        throw new SocketRefusal(phaseRefusal(session.status));
      }
      if (await repo.isMuted(tx, c.liveId, c.userId)) throw new SocketRefusal(M.muted);
      const sent = await repo.countSentSince(tx, c.liveId, c.userId, liveChatWindowStart(now));
      if (!withinLiveChatRate(sent)) throw new SocketRefusal(M.tooFast);
      return repo.insertMessage(tx, {
        liveId: c.liveId,
        userId: c.userId,
        body: checked.text,
        fromLecturer: session.lecturerUserId === c.userId,
        createdAt: now,
      });
    });
    await publish({ liveId: c.liveId, to: "all", frame: { type: "message", message: messageView(message) } });
  }

  async function setMuted(c: Connection, target: number, muted: boolean): Promise<void> {
    const session = await repo.sessionForChat(server.db, c.liveId);
    if (!session) throw new SocketRefusal(M.notFound);
    // asked again at every frame: a revoked staff role stops moderating at once
    if ((await roleIn(server, session, c.userId)) === "learner") throw new SocketRefusal(M.moderatorsOnly);
    if (target === c.userId) throw new SocketRefusal(M.cannotMuteSelf);
    if (target === session.lecturerUserId) throw new SocketRefusal(M.cannotMuteLecturer);
    const [user] = await repo.userNames(server.db, [target]);
    if (!user) throw new SocketRefusal(M.unknownUser);
    if (muted) await repo.mute(server.db, c.liveId, target, c.userId, server.clock());
    else await repo.unmute(server.db, c.liveId, target);
    const frame: LiveChatServerFrame = { type: "muted", userId: target, name: displayName(user), muted };
    await publish({ liveId: c.liveId, to: "moderators", frame });
    await publish({ liveId: c.liveId, to: { userId: target }, frame });
  }

  async function handle(c: Connection, raw: string): Promise<void> {
    const decoded = decodeFrame(raw);
    if (Either.isLeft(decoded)) throw new SocketRefusal(M.badFrame);
    const frame = decoded.right;
    switch (frame.type) {
      case "auth":
        return;
      case "send":
        return sendMessage(c, frame.text);
      case "mute":
      case "unmute":
        return setMuted(c, frame.userId, frame.type === "mute");
    }
  }

  return {
    /** Sockets open now, by account (tests). */
    socketsOf: hub.socketsOf,
    close: async () => {
      unsubscribe();
      await hub.close();
    },
  };
}
