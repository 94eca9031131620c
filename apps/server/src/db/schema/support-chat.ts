import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Operator roles of an account (`staff` answers the live chat; later editor, finance, support, admin). A learner has
 * no row. Granted with `pnpm --filter @taxlearn/server user:role <phone> <role>`.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * One chat between a learner and the staff: `waiting` in the queue, `active` once an agent has claimed it, `closed`
 * when the agent closes it. A learner has at most one conversation that is not closed (partial unique index). The
 * read marks are the highest message id each side has seen.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agentId: integer("agent_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<"waiting" | "active" | "closed">().notNull().default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    learnerReadUpTo: integer("learner_read_up_to").notNull().default(0),
    agentReadUpTo: integer("agent_read_up_to").notNull().default(0),
  },
  (t) => [
    uniqueIndex("support_conversations_one_open_key").on(t.learnerId).where(sql`${t.status} <> 'closed'`),
    index("support_conversations_learner_idx").on(t.learnerId, t.id),
    index("support_conversations_waiting_idx").on(t.id).where(sql`${t.status} = 'waiting'`),
    index("support_conversations_agent_idx").on(t.agentId, t.id).where(sql`${t.status} = 'active'`),
  ],
);

/** A chat message, plain text as typed (trimmed, length-limited); `sender_id` is the account that sent it. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    sender: text("sender").$type<"learner" | "agent" | "system">().notNull(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("support_messages_conversation_idx").on(t.conversationId, t.id),
    // the per-sender rate limit counts the sender's recent messages
    index("support_messages_sender_idx").on(t.senderId, t.createdAt),
  ],
);

/** A message left outside the service hours; the agent console lists and answers them. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contact: text("contact").notNull(),
    content: text("content").notNull(),
    status: text("status").$type<"open" | "handled">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    handledBy: integer("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The agent's reply, when the ticket was answered (also a 站内消息 and a message in the learner's chat). */
    answer: text("answer"),
  },
  (t) => [
    index("support_tickets_status_idx").on(t.status, t.id),
    index("support_tickets_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * One-time passes for the chat WebSockets (the customer-service chat, `live` for a live session's chat): issued by an authenticated POST, presented as the first frame, deleted
 * when used. Kept in the database so that a pass issued by one process opens a socket on another.
 */
export const supportChatPasses = pgTable(
  "support_chat_passes",
  {
    passHash: text("pass_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<"learner" | "agent" | "live">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("support_chat_passes_expiry_idx").on(t.expiresAt)],
);
