import { and, asc, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/executor";
import { supportConversations, supportMessages, supportTickets, users } from "../../db/schema";

export type ConversationStatus = "waiting" | "active" | "closed";
export type Sender = "learner" | "agent" | "system";

/** How many messages of a conversation a client gets at once (the latest ones). */
export const HISTORY_LIMIT = 200;
/** Waiting conversations an agent sees at once (oldest first). */
export const QUEUE_LIMIT = 100;

// passes: auth/socket-passes (shared with the live sessions' chat)

// ---- conversations ------------------------------------------------------------------------------------------

const learner = alias(users, "learner");
const agent = alias(users, "agent");

const conversationColumns = {
  id: supportConversations.id,
  status: supportConversations.status,
  learnerId: supportConversations.learnerId,
  agentId: supportConversations.agentId,
  createdAt: supportConversations.createdAt,
  learnerReadUpTo: supportConversations.learnerReadUpTo,
  agentReadUpTo: supportConversations.agentReadUpTo,
  learnerMobile: learner.mobile,
  learnerName: learner.username,
  agentName: agent.username,
  preview: sql<
    string | null
  >`(select m.body from ${supportMessages} m where m.conversation_id = ${supportConversations.id} order by m.id limit 1)`,
};

export type ConversationRow = {
  id: number;
  status: ConversationStatus;
  learnerId: number;
  agentId: number | null;
  createdAt: Date;
  learnerReadUpTo: number;
  agentReadUpTo: number;
  learnerMobile: string | null;
  learnerName: string;
  agentName: string | null;
  preview: string | null;
};

const conversations = (db: Executor) =>
  db
    .select(conversationColumns)
    .from(supportConversations)
    .innerJoin(learner, eq(learner.id, supportConversations.learnerId))
    .leftJoin(agent, eq(agent.id, supportConversations.agentId));

export async function findConversation(db: Executor, id: number): Promise<ConversationRow | null> {
  const [row] = await conversations(db).where(eq(supportConversations.id, id)).limit(1);
  return (row as ConversationRow | undefined) ?? null;
}

/** The learner's latest conversation, open or closed (the history a reconnecting window shows). */
export async function latestConversationOf(db: Executor, learnerId: number): Promise<ConversationRow | null> {
  const [row] = await conversations(db)
    .where(eq(supportConversations.learnerId, learnerId))
    .orderBy(desc(supportConversations.id))
    .limit(1);
  return (row as ConversationRow | undefined) ?? null;
}

export async function openConversationIdOf(db: Executor, learnerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(and(eq(supportConversations.learnerId, learnerId), ne(supportConversations.status, "closed")))
    .limit(1);
  return row?.id ?? null;
}

export async function createConversation(db: Executor, learnerId: number, at: Date): Promise<number> {
  const [row] = await db
    .insert(supportConversations)
    .values({ learnerId, createdAt: at })
    .returning({ id: supportConversations.id });
  return row!.id;
}

export async function waitingQueue(db: Executor): Promise<ConversationRow[]> {
  return (await conversations(db)
    .where(eq(supportConversations.status, "waiting"))
    .orderBy(asc(supportConversations.id))
    .limit(QUEUE_LIMIT)) as ConversationRow[];
}

export async function activeConversationsOf(db: Executor, agentId: number): Promise<ConversationRow[]> {
  return (await conversations(db)
    .where(and(eq(supportConversations.agentId, agentId), eq(supportConversations.status, "active")))
    .orderBy(asc(supportConversations.id))) as ConversationRow[];
}

/** waiting → active for this agent; false when another agent was first or it was closed. */
export async function claimConversation(db: Executor, id: number, agentId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(supportConversations)
    .set({ status: "active", agentId, claimedAt: at })
    .where(and(eq(supportConversations.id, id), eq(supportConversations.status, "waiting")))
    .returning({ id: supportConversations.id });
  return rows.length > 0;
}

/** active (this agent's) → closed. */
export async function closeConversation(db: Executor, id: number, agentId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(supportConversations)
    .set({ status: "closed", closedAt: at })
    .where(
      and(
        eq(supportConversations.id, id),
        eq(supportConversations.agentId, agentId),
        eq(supportConversations.status, "active"),
      ),
    )
    .returning({ id: supportConversations.id });
  return rows.length > 0;
}

/**
 * Moves one side's read mark forward, never past the conversation's last message nor backwards; returns the mark
 * (null when the conversation does not exist).
 */
export async function markRead(
  db: Executor,
  id: number,
  side: "learner" | "agent",
  upTo: number,
): Promise<number | null> {
  const column = side === "learner" ? supportConversations.learnerReadUpTo : supportConversations.agentReadUpTo;
  const last = sql`(select coalesce(max(m.id), 0) from ${supportMessages} m where m.conversation_id = ${id})`;
  const next = sql`greatest(${column}, least(${upTo}, ${last}))`;
  const [row] = await db
    .update(supportConversations)
    .set(side === "learner" ? { learnerReadUpTo: next } : { agentReadUpTo: next })
    .where(eq(supportConversations.id, id))
    .returning({ mark: column });
  return row?.mark ?? null;
}

// ---- messages -----------------------------------------------------------------------------------------------

export type MessageRow = { id: number; conversationId: number; sender: Sender; body: string; createdAt: Date };

const messageColumns = {
  id: supportMessages.id,
  conversationId: supportMessages.conversationId,
  sender: supportMessages.sender,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
};

export async function insertMessage(
  db: Executor,
  message: { conversationId: number; sender: Sender; senderId: number | null; body: string; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await db.insert(supportMessages).values(message).returning(messageColumns);
  return row as MessageRow;
}

/** The latest HISTORY_LIMIT messages, oldest first. */
export async function messagesOf(db: Executor, conversationId: number): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(HISTORY_LIMIT);
  return (rows as MessageRow[]).reverse();
}

export async function countSentSince(db: Executor, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.senderId, senderId), gt(supportMessages.createdAt, since)));
  return row?.n ?? 0;
}

// ---- tickets ------------------------------------------------------------------------------------------------

export type TicketRow = {
  id: number;
  userId: number;
  contact: string;
  content: string;
  status: "open" | "handled";
  createdAt: Date;
  handledAt: Date | null;
  learnerMobile: string | null;
  learnerName: string;
};

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  contact: supportTickets.contact,
  content: supportTickets.content,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  handledAt: supportTickets.handledAt,
  learnerMobile: users.mobile,
  learnerName: users.username,
};

export async function insertTicket(
  db: Executor,
  ticket: { userId: number; contact: string; content: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
  return row!.id;
}

export async function listTickets(
  db: Executor,
  status: "open" | "handled" | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = status ? eq(supportTickets.status, status) : undefined;
  const rows = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where)
    .orderBy(desc(supportTickets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  return { rows: rows as TicketRow[], total: total?.n ?? 0 };
}

export async function handleTicket(db: Executor, id: number, agentId: number, at: Date): Promise<TicketRow | null> {
  await db
    .update(supportTickets)
    .set({ status: "handled", handledBy: agentId, handledAt: at })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, "open")));
  const [row] = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id))
    .limit(1);
  return (row as TicketRow | undefined) ?? null;
}

export async function countTicketsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), gt(supportTickets.createdAt, since)));
  return row?.n ?? 0;
}

export async function mobileOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.mobile ?? null;
}
