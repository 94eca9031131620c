import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Picture captchas waiting for their answer (features/captcha). Keyed by a hash of the random captcha id, the
 * answer kept only as a keyed hash; a row is deleted by the first attempt to answer it, right or wrong, so an
 * answer works once, in whichever server process it arrives.
 */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    answerHash: text("answer_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_challenges_expires_idx").on(t.expiresAt)],
);
