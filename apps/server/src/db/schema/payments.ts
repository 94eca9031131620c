import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A learner's openid at the site's WeChat official account (公众号), which WeChat Pay JSAPI needs to charge them
 * inside WeChat. Obtained by the silent web authorisation (snsapi_base) and kept per learner and app id: an openid
 * means something only for the app that issued it.
 */
export const payerOpenids = pgTable(
  "payer_openids",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id").notNull(),
    openid: text("openid").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.appId] })],
);

/**
 * A started authorisation for an openid: the SHA-256 of the `state` sent through WeChat, the learner who asked
 * and where to return. Single use, 10 minutes.
 */
export const payerOauthStates = pgTable("payer_oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  returnTo: text("return_to").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
