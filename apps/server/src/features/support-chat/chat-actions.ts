import type { ChatConversation, ChatMessage, ChatServerFrame, ChatThread } from "@taxlearn/api";
import { chatRateWindowStart, checkChatText, maskPhone, SUPPORT_CHAT_LIMITS, withinChatRate } from "@taxlearn/core";
import { hasRole } from "../../auth/user-roles";
import { lockForTransaction } from "../../db/executor";
import { CLOSE, SocketRefusal } from "../../http/socket-hub";
import type { ServerContext } from "../../server-context";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import * as repo from "./support-chat.repo";

/** A frame the server refuses; the socket answers it with an `error` frame (Chinese text) and stays open. */
export class ChatRefusal extends SocketRefusal {}

/** A refusal after which the connection is closed (the account lost its staff role). */
export class ChatForbidden extends SocketRefusal {
  constructor(message: string) {
    super(message, CLOSE.forbidden);
  }
}

export const conversationView = (row: repo.ConversationRow): ChatConversation => ({
  id: row.id,
  status: row.status,
  learner: row.learnerMobile ? maskPhone(row.learnerMobile) : row.learnerName,
  agent: row.agentName,
  createdAt: row.createdAt.toISOString(),
  learnerReadUpTo: row.learnerReadUpTo,
  agentReadUpTo: row.agentReadUpTo,
  preview: row.preview ?? "",
});

export const messageView = (row: repo.MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  from: row.sender,
  text: row.body,
  at: row.createdAt.toISOString(),
});

async function threadOf(server: ServerContext, row: repo.ConversationRow): Promise<ChatThread> {
  return { conversation: conversationView(row), messages: (await repo.messagesOf(server.db, row.id)).map(messageView) };
}

/** A claimed conversation as one agent's console shows it, or null when it is no longer theirs. */
export async function agentThread(server: ServerContext, agentId: number, conversationId: number) {
  const row = await repo.findConversation(server.db, conversationId);
  return row && row.agentId === agentId && row.status === "active" ? threadOf(server, row) : null;
}

export async function learnerReady(server: ServerContext, learnerId: number): Promise<ChatServerFrame> {
  const latest = await repo.latestConversationOf(server.db, learnerId);
  return {
    type: "ready",
    role: "learner",
    online: server.supportChat.online(),
    thread: latest ? await threadOf(server, latest) : null,
  };
}

export async function agentReady(server: ServerContext, agentId: number): Promise<ChatServerFrame> {
  const queue = await repo.waitingQueue(server.db);
  const mine = await repo.activeConversationsOf(server.db, agentId);
  return {
    type: "ready",
    role: "agent",
    online: server.supportChat.online(),
    queue: queue.map(conversationView),
    mine: await Promise.all(mine.map((row) => threadOf(server, row))),
  };
}

/** Every agent call checks the role again: a revoked staff account is cut off at its next frame. */
export async function requireStaff(server: ServerContext, userId: number): Promise<void> {
  if (!(await hasRole(server.db, userId, "staff"))) throw new ChatForbidden(M.staffOnly);
}

function checkedText(raw: string): string {
  const checked = checkChatText(raw);
  if (checked.ok) return checked.text;
  throw new ChatRefusal(checked.problem === "empty" ? M.empty : M.tooLong(SUPPORT_CHAT_LIMITS.maxMessageLength));
}

async function checkRate(server: ServerContext, senderId: number, now: Date): Promise<void> {
  const sent = await repo.countSentSince(server.db, senderId, chatRateWindowStart(now));
  if (!withinChatRate(sent)) throw new ChatRefusal(M.tooFast);
}

const publish = (server: ServerContext, event: Parameters<ServerContext["supportChat"]["bus"]["publish"]>[0]) =>
  server.supportChat.bus.publish(event);

/** A learner's message: into their open conversation, or a new one in the queue (only within service hours). */
export async function learnerSend(server: ServerContext, learnerId: number, raw: string): Promise<void> {
  const text = checkedText(raw);
  const now = server.clock();
  await checkRate(server, learnerId, now);
  const online = server.supportChat.online();
  const { message, created, conversationId } = await server.db.transaction(async (tx) => {
    // two windows of one learner sending at once must not open two conversations
    await lockForTransaction(tx, `support-chat:${learnerId}`);
    let id = await repo.openConversationIdOf(tx, learnerId);
    const isNew = id === null;
    if (id === null) {
      if (!online) throw new ChatRefusal(M.offline);
      id = await repo.createConversation(tx, learnerId, now);
    }
    const inserted = await repo.insertMessage(tx, {
      conversationId: id,
      sender: "learner",
      senderId: learnerId,
      body: text,
      createdAt: now,
    });
    return { message: inserted, created: isNew, conversationId: id };
  });
  const row = (await repo.findConversation(server.db, conversationId))!;
  const frame: ChatServerFrame = { type: "message", message: messageView(message) };
  if (created) {
    await publish(server, {
      kind: "frame",
      to: { learnerId },
      frame: { type: "conversation", conversation: conversationView(row) },
    });
    await publish(server, {
      kind: "frame",
      to: { allAgents: true },
      frame: { type: "conversation", conversation: conversationView(row) },
    });
  }
  await publish(server, { kind: "frame", to: { learnerId }, frame });
  if (row.agentId !== null && row.status === "active")
    await publish(server, { kind: "frame", to: { agentId: row.agentId }, frame });
}

async function ownedConversation(server: ServerContext, agentId: number, conversationId: number | undefined) {
  const row = conversationId === undefined ? null : await repo.findConversation(server.db, conversationId);
  if (!row || row.agentId !== agentId) throw new ChatRefusal(M.notYours);
  return row;
}

export async function agentSend(
  server: ServerContext,
  agentId: number,
  conversationId: number | undefined,
  raw: string,
) {
  const text = checkedText(raw);
  const row = await ownedConversation(server, agentId, conversationId);
  if (row.status !== "active") throw new ChatRefusal(M.notYours);
  const message = await repo.insertMessage(server.db, {
    conversationId: row.id,
    sender: "agent",
    senderId: agentId,
    body: text,
    createdAt: server.clock(),
  });
  const frame: ChatServerFrame = { type: "message", message: messageView(message) };
  await publish(server, { kind: "frame", to: { learnerId: row.learnerId }, frame });
  await publish(server, { kind: "frame", to: { agentId }, frame });
}

export async function agentClaim(server: ServerContext, agentId: number, conversationId: number): Promise<void> {
  const now = server.clock();
  const claimed = await server.db.transaction(async (tx) => {
    if (!(await repo.claimConversation(tx, conversationId, agentId, now))) return null;
    const row = (await repo.findConversation(tx, conversationId))!;
    const note = await repo.insertMessage(tx, {
      conversationId,
      sender: "system",
      senderId: null,
      body: M.claimed(row.agentName ?? ""),
      createdAt: now,
    });
    return { row, note };
  });
  if (!claimed) throw new ChatRefusal(M.notWaiting);
  const conversation = conversationView(claimed.row);
  await publish(server, { kind: "frame", to: { allAgents: true }, frame: { type: "conversation", conversation } });
  await publish(server, {
    kind: "frame",
    to: { learnerId: claimed.row.learnerId },
    frame: { type: "conversation", conversation },
  });
  await publish(server, {
    kind: "frame",
    to: { learnerId: claimed.row.learnerId },
    frame: { type: "message", message: messageView(claimed.note) },
  });
  await publish(server, { kind: "thread", agentId, conversationId });
}

export async function agentClose(server: ServerContext, agentId: number, conversationId: number): Promise<void> {
  const now = server.clock();
  const closed = await server.db.transaction(async (tx) => {
    if (!(await repo.closeConversation(tx, conversationId, agentId, now))) return null;
    const note = await repo.insertMessage(tx, {
      conversationId,
      sender: "system",
      senderId: null,
      body: M.closedByAgent,
      createdAt: now,
    });
    return { row: (await repo.findConversation(tx, conversationId))!, note };
  });
  if (!closed) throw new ChatRefusal(M.notYours);
  const conversation = conversationView(closed.row);
  for (const to of [{ learnerId: closed.row.learnerId }, { agentId }] as const) {
    await publish(server, { kind: "frame", to, frame: { type: "message", message: messageView(closed.note) } });
    await publish(server, { kind: "frame", to, frame: { type: "conversation", conversation } });
  }
}

/** Typing is not stored: it goes to the other side of an active conversation, if there is one. */
export async function typing(
  server: ServerContext,
  role: "learner" | "agent",
  userId: number,
  conversationId?: number,
) {
  if (role === "learner") {
    const row = await repo.latestConversationOf(server.db, userId);
    if (row?.status !== "active" || row.agentId === null) return;
    await publish(server, {
      kind: "frame",
      to: { agentId: row.agentId },
      frame: { type: "typing", conversationId: row.id, from: "learner" },
    });
    return;
  }
  const row = await ownedConversation(server, userId, conversationId);
  if (row.status !== "active") return;
  await publish(server, {
    kind: "frame",
    to: { learnerId: row.learnerId },
    frame: { type: "typing", conversationId: row.id, from: "agent" },
  });
}

/** A read mark: stored, then shown to the other side (and to the reader's other windows). */
export async function markRead(
  server: ServerContext,
  role: "learner" | "agent",
  userId: number,
  upTo: number,
  conversationId?: number,
): Promise<void> {
  const row =
    role === "learner"
      ? await repo.latestConversationOf(server.db, userId)
      : await ownedConversation(server, userId, conversationId);
  if (!row) return;
  const mark = await repo.markRead(server.db, row.id, role, upTo);
  if (mark === null) return;
  const frame: ChatServerFrame = { type: "read", conversationId: row.id, by: role, upTo: mark };
  await publish(server, { kind: "frame", to: { learnerId: row.learnerId }, frame });
  if (row.agentId !== null) await publish(server, { kind: "frame", to: { agentId: row.agentId }, frame });
}
