import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Branding/behaviour flags of spec §3 ("Organisation config"), stored as one JSON document. */
export interface StoredOrgConfig {
  isShowTop: number;
  isShowLogo: number;
  logo: string;
  logoPc: string;
  menu: number[];
  defaultPage: string;
  isShowSideBar: number;
  isIframe: number;
  courseMode: number;
  caseDetailMode: number;
  policyDetailMode: number;
  isShowCaseDetailAd: number;
  isShowDownload: number;
  isShowPrint: number;
  extendCourseMode: number;
  isShowAi: number;
}

export const organisations = pgTable("organisations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  platformCode: text("platform_code").notNull(),
  isYunHeOrg: boolean("is_yunhe_org").notNull().default(false),
  config: jsonb("config").$type<StoredOrgConfig>().notNull(),
  /** Course categories the organisation's users may see; null = everything. */
  visibleCategoryIds: jsonb("visible_category_ids").$type<number[] | null>(),
  /**
   * Origins (`https://portal.example.com`) of the partner sites that may show this organisation's pages in an
   * iframe: the `frame-ancestors` of the HTML answered for it (http/security-headers.ts). Empty: no framing.
   */
  partnerOrigins: jsonb("partner_origins").$type<string[]>().notNull().default([]),
});

export const orgMembers = pgTable(
  "org_members",
  {
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id),
    externalUserId: text("external_user_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.externalUserId] }), index("org_members_user_idx").on(t.userId)],
);

/** Nonces of accepted org-login payloads, kept to refuse replays. */
export const orgLoginNonces = pgTable(
  "org_login_nonces",
  {
    id: serial("id").primaryKey(),
    orgId: integer("org_id").notNull(),
    nonce: text("nonce").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("org_login_nonces_key").on(t.orgId, t.nonce),
    // pruning nonces older than the replay window
    index("org_login_nonces_used_idx").on(t.usedAt),
  ],
);
