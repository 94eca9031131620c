import { and, asc, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { userContactOf, userContactsByIds } from "../../auth/user-contacts.repo";
import type { Executor } from "../../db/executor";
import { supportConversations, supportMessages, supportTickets } from "../../db/schema";

export type ConversationStatus = "waiting" | "active" | "closed";
export type Sender = "learner" | "agent" | "system";

/** How many messages of a conversation a client gets at once (the latest ones). */
export const HISTORY_LIMIT = 200;
/** Waiting conversations an agent sees at once (oldest first). */
export const QUEUE_LIMIT = 100;

// passes: auth/socket-passes (shared with the live sessions' chat)

// ---- conversations ------------------------------------------------------------------------------------------

// the preview's subquery names the outer table in full: in a one-table select drizzle writes a bare "id", which
// inside the subquery would be the message's own id
const conversationColumns = {
  id: supportConversations.id,
  status: supportConversations.status,
  learnerId: supportConversations.learnerId,
  agentId: supportConversations.agentId,
  createdAt: supportConversations.createdAt,
  learnerReadUpTo: supportConversations.learnerReadUpTo,
  agentReadUpTo: supportConversations.agentReadUpTo,
  preview: sql<
    string | null
  >`(select m.body from ${supportMessages} m where m.conversation_id = ${supportConversations}.${sql.identifier("id")} order by m.id limit 1)`,
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

const conversations = (db: Executor) => db.select(conversationColumns).from(supportConversations);

type ConversationCore = Omit<ConversationRow, "learnerMobile" | "learnerName" | "agentName">;

/** The learner's and agent's names come from the accounts' owner (auth), not a join on its table. */
async function withNames(db: Executor, rows: readonly ConversationCore[]): Promise<ConversationRow[]> {
  const contacts = await userContactsByIds(
    db,
    rows.flatMap((r) => (r.agentId === null ? [r.learnerId] : [r.learnerId, r.agentId])),
  );
  return rows.map((r) => ({
    ...r,
    learnerMobile: contacts.get(r.learnerId)?.mobile ?? null,
    learnerName: contacts.get(r.learnerId)?.username ?? "",
    agentName: r.agentId === null ? null : (contacts.get(r.agentId)?.username ?? null),
  }));
}

const firstWithNames = async (db: Executor, rows: readonly ConversationCore[]): Promise<ConversationRow | null> =>
  (await withNames(db, rows.slice(0, 1)))[0] ?? null;

export async function findConversation(db: Executor, id: number): Promise<ConversationRow | null> {
  return firstWithNames(
    db,
    (await conversations(db).where(eq(supportConversations.id, id)).limit(1)) as ConversationCore[],
  );
}

/** The learner's latest conversation, open or closed (the history a reconnecting window shows). */
export async function latestConversationOf(db: Executor, learnerId: number): Promise<ConversationRow | null> {
  const rows = await conversations(db)
    .where(eq(supportConversations.learnerId, learnerId))
    .orderBy(desc(supportConversations.id))
    .limit(1);
  return firstWithNames(db, rows as ConversationCore[]);
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
  const rows = await conversations(db)
    .where(eq(supportConversations.status, "waiting"))
    .orderBy(asc(supportConversations.id))
    .limit(QUEUE_LIMIT);
  return withNames(db, rows as ConversationCore[]);
}

export async function activeConversationsOf(db: Executor, agentId: number): Promise<ConversationRow[]> {
  const rows = await conversations(db)
    .where(and(eq(supportConversations.agentId, agentId), eq(supportConversations.status, "active")))
    .orderBy(asc(supportConversations.id));
  return withNames(db, rows as ConversationCore[]);
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
  answer: string | null;
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
  answer: supportTickets.answer,
};

type TicketCore = Omit<TicketRow, "learnerMobile" | "learnerName">;

async function ticketsWithNames(db: Executor, rows: readonly TicketCore[]): Promise<TicketRow[]> {
  const contacts = await userContactsByIds(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    ...r,
    learnerMobile: contacts.get(r.userId)?.mobile ?? null,
    learnerName: contacts.get(r.userId)?.username ?? "",
  }));
}

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
    .where(where)
    .orderBy(desc(supportTickets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  return { rows: await ticketsWithNames(db, rows as TicketCore[]), total: total?.n ?? 0 };
}

export async function handleTicket(db: Executor, id: number, agentId: number, at: Date): Promise<TicketRow | null> {
  await db
    .update(supportTickets)
    .set({ status: "handled", handledBy: agentId, handledAt: at })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, "open")));
  const [row] = await db.select(ticketColumns).from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row ? ((await ticketsWithNames(db, [row as TicketCore]))[0] ?? null) : null;
}

export async function findTicket(db: Executor, id: number): Promise<TicketRow | null> {
  const [row] = await db.select(ticketColumns).from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  return row ? ((await ticketsWithNames(db, [row as TicketCore]))[0] ?? null) : null;
}

/** Stores the agent's answer and marks the ticket handled; false when it had been answered already. */
export async function answerTicket(
  db: Executor,
  id: number,
  answer: { agentId: number; text: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status: "handled", handledBy: answer.agentId, handledAt: answer.at, answer: answer.text })
    .where(and(eq(supportTickets.id, id), isNull(supportTickets.answer)))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** A conversation that is over as soon as it exists: an answered left message, for the learner's chat history. */
export async function createClosedConversation(
  db: Executor,
  conversation: { learnerId: number; agentId: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(supportConversations)
    .values({
      learnerId: conversation.learnerId,
      agentId: conversation.agentId,
      status: "closed",
      createdAt: conversation.at,
      claimedAt: conversation.at,
      closedAt: conversation.at,
    })
    .returning({ id: supportConversations.id });
  return row!.id;
}

export async function countTicketsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), gt(supportTickets.createdAt, since)));
  return row?.n ?? 0;
}

export async function mobileOf(db: Executor, userId: number): Promise<string | null> {
  return (await userContactOf(db, userId))?.mobile ?? null;
}
