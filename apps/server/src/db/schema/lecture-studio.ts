import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { lectureFiles } from "./video";

/**
 * One transcode of an uploaded lecture video (features/lecture-studio): the console's progress bar and failure
 * reason come from here; the queue itself (pg-boss) only carries the row's id. `originalPath` is the private tus
 * upload (never served), null once deleted.
 */
export const lectureTranscodes = pgTable(
  "lecture_transcodes",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => lectureFiles.id, { onDelete: "cascade" }),
    mediaId: text("media_id").notNull(),
    uploadId: text("upload_id").notNull(),
    originalPath: text("original_path"),
    originalBytes: bigint("original_bytes", { mode: "number" }).notNull(),
    /** queued → running → ready | failed (failed → queued again on retry). */
    status: text("status").$type<"queued" | "running" | "ready" | "failed">().notNull(),
    progress: integer("progress").notNull().default(0),
    /** The failure in Chinese, with ffmpeg's own last line. */
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("lecture_transcodes_file_idx").on(t.fileId, t.id.desc())],
);
