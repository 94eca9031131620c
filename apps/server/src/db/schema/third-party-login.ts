import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { organisations } from "./organisations";

/**
 * A learner's identity at a social app (WeChat: the unionid, else the openid). One identity per provider and user:
 * a phone number already bound to another WeChat account is refused, not silently re-bound.
 */
export const socialIdentities = pgTable(
  "social_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex("social_identities_user_key").on(t.provider, t.userId),
  ],
);

/**
 * The `state` of each QR login started in a browser: the SHA-256 of a nonce held in that browser's HttpOnly cookie.
 * Single use (`consumed_at`) and short-lived (`expires_at`).
 */
export const oauthLoginStates = pgTable(
  "oauth_login_states",
  {
    state: text("state").primaryKey(),
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("oauth_login_states_expires_idx").on(t.expiresAt)],
);

/**
 * A pending binding of a new social identity to a phone (the 绑定手机号 step): the browser holds the key, the server
 * its hash and what the provider said. Single use, short-lived.
 */
export const socialBindTickets = pgTable(
  "social_bind_tickets",
  {
    keyHash: text("key_hash").primaryKey(),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    nickname: text("nickname").notNull(),
    avatar: text("avatar").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("social_bind_tickets_expires_idx").on(t.expiresAt)],
);

/** What an organisation registered at a single-sign-on provider: `dingtalk` (app key/secret) or `oauth2` (its server). */
export interface StoredSsoApp {
  /** DingTalk: AppKey. OAuth2: client_id. */
  clientId: string;
  /** DingTalk: AppSecret. OAuth2: client_secret. Never sent to a browser. */
  clientSecret: string;
  /** DingTalk only: the organisation's corp id (its sign-on page names it to DingTalk's JS API). */
  corpId?: string;
  /** OAuth2 only: the organisation's authorise, token and user-info endpoints. */
  authorizeUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
}

export const orgSsoApps = pgTable(
  "org_sso_apps",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    config: jsonb("config").$type<StoredSsoApp>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.provider] })],
);

/**
 * The short-lived single-sign-on access token of spec §7 (`accesstoken` header): issued by getDDUserToken once the
 * provider has named the user, spent by getDDLoginUserInfo, which opens the session. Stored hashed.
 */
export const ssoAccessTickets = pgTable(
  "sso_access_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    orgId: integer("org_id").notNull(),
    provider: text("provider").notNull(),
    externalUserId: text("external_user_id").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("sso_access_tickets_expires_idx").on(t.expiresAt)],
);
