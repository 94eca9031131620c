import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { lectureFiles } from "./video";

/** A learner's conversation with the tax assistant (/ai); the id is a random UUID handed to the page. */
export const assistantSessions = pgTable(
  "assistant_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("assistant_sessions_user_idx").on(t.userId, t.updatedAt)],
);

/** A stored citation of an answer (the contract's AssistantCitationData). */
export interface StoredCitation {
  readonly n: number;
  readonly kind: "policy" | "case" | "lecture";
  readonly refId: number;
  readonly title: string;
  readonly href: string;
  readonly seconds: number | null;
  readonly standing?: "repealed" | "pending" | "interpretsRepealed";
}

/**
 * One question and its answer. A row is written as `pending` before the answer is composed (the per-learner rate
 * limit counts it, so two questions at once cannot both slip under it) and completed afterwards; a failed answer
 * deletes it. `user_id` repeats the session's owner for the rate limit's index.
 */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => assistantSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    outcome: text("outcome").notNull(),
    citations: jsonb("citations").$type<StoredCitation[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("assistant_turns_session_idx").on(t.sessionId, t.id),
    index("assistant_turns_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * What a lecturer says in a lecture, cut into passages by the second they start at: the assistant cites a lecture
 * at that second. `terms` are the search index's terms of the text (features/search/chinese-terms).
 */
export const lectureTranscripts = pgTable(
  "lecture_transcripts",
  {
    lectureFileId: integer("lecture_file_id")
      .notNull()
      .references(() => lectureFiles.id, { onDelete: "cascade" }),
    startSeconds: integer("start_seconds").notNull(),
    text: text("text").notNull(),
    terms: text("terms").array().notNull(),
    /**
     * A template narration (the same sentences in every course's lecture of a subject): captions and search use it,
     * the assistant does not cite it as a source.
     */
    generated: boolean("generated").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.lectureFileId, t.startSeconds] }),
    // fastupdate off, as search_documents_terms_idx: a pending list of inserted rows is read in full by every search
    index("lecture_transcripts_terms_idx").using("gin", t.terms).with({ fastupdate: false }),
  ],
);
