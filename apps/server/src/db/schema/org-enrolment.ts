import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { organisations } from "./organisations";

/**
 * Enrolment tickets of company-only organisation links (the sealed payload names a company, no user): the server
 * issues one, bound to the organisation and company it authenticated; a learner who then logs in or registers
 * redeems it once to join that company. Only the SHA-256 of the ticket is stored.
 */
export const orgEnrolmentTickets = pgTable(
  "org_enrolment_tickets",
  {
    id: serial("id").primaryKey(),
    ticketHash: text("ticket_hash").notNull(),
    orgId: integer("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    companyId: text("company_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("org_enrolment_tickets_hash_key").on(t.ticketHash),
    // pruning tickets long past their expiry
    index("org_enrolment_tickets_expires_idx").on(t.expiresAt),
  ],
);
