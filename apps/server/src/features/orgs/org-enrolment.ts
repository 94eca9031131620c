import type { orgContracts } from "@taxlearn/api";
import { findUserById, insertToken } from "../../auth/auth.repo";
import { hashToken, newToken, TOKEN_LIFETIME_MS } from "../../auth/tokens";
import type { Handler } from "../../http/mount-contracts";
import { type FailureStatus, fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { ORG_MESSAGES } from "./orgs.messages";
import * as repo from "./orgs.repo";

/**
 * How long a company-only link's enrolment ticket stays valid: long enough to register with an SMS code, short
 * enough that a ticket left in a shared browser soon stops working.
 */
export const ORG_ENROL_TICKET_TTL_MS = 15 * 60_000;

type Organisation = NonNullable<Awaited<ReturnType<typeof repo.findOrganisation>>>;

/**
 * Issues the single-use ticket of a company-only link. The company comes from the authenticated payload and is
 * stored with the ticket: redeeming never reads a company id from the client. Only the ticket's hash is kept.
 */
export async function issueEnrolmentTicket(server: ServerContext, org: Organisation, companyId: string) {
  const ticket = newToken();
  const now = server.clock();
  const expiresAt = new Date(now.getTime() + ORG_ENROL_TICKET_TTL_MS);
  // opportunistic clean-up of tickets expired a day ago
  await repo.pruneEnrolmentTickets(server.db, new Date(now.getTime() - 24 * 60 * 60_000));
  await repo.insertEnrolmentTicket(server.db, {
    ticketHash: hashToken(ticket),
    orgId: org.id,
    companyId,
    createdAt: now,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

type Outcome =
  | { _tag: "refused"; status: FailureStatus; msg: string }
  | { _tag: "enrolled"; token: string; userId: number; org: Organisation; companyId: string };

/**
 * POST /api/org/enrol: the logged-in learner redeems the ticket. In one transaction: the ticket row is locked,
 * checked (known, of the `orgId` header's organisation when one is sent, unused, unexpired) and marked used; the
 * learner joins the ticket's company; a new token scoped to the organisation is issued (spec §4: the org login
 * then completes with it). The personal token is left valid: requests the page already sent with it must not come
 * back 401, which would log the learner out (spec §8); the browser replaces it and never sends it again.
 */
export function orgEnrolHandler(server: ServerContext): Handler<typeof orgContracts.orgEnrol> {
  return async (input, request) => {
    const session = request.session;
    const now = server.clock();
    const outcome = await server.db.transaction(async (tx): Promise<Outcome> => {
      const ticket = await repo.lockEnrolmentTicket(tx, hashToken(input.ticket.trim()));
      if (!ticket || (request.orgId !== null && request.orgId !== ticket.orgId)) {
        return { _tag: "refused", status: 400, msg: ORG_MESSAGES.enrolTicketUnknown };
      }
      if (ticket.usedAt !== null) return { _tag: "refused", status: 409, msg: ORG_MESSAGES.enrolTicketUsed };
      if (ticket.expiresAt.getTime() <= now.getTime()) {
        return { _tag: "refused", status: 410, msg: ORG_MESSAGES.enrolTicketExpired };
      }
      const org = await repo.findOrganisation(tx, ticket.orgId);
      const user = await findUserById(tx, session.userId);
      if (!org || !user) return { _tag: "refused", status: 400, msg: ORG_MESSAGES.enrolTicketUnknown };
      await repo.markEnrolmentTicketUsed(tx, ticket.id, user.id, now);
      await repo.enrolOrgMember(tx, org.id, user.id, ticket.companyId, now);
      const token = newToken();
      await insertToken(tx, {
        tokenHash: hashToken(token),
        userId: user.id,
        orgId: org.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
      });
      return { _tag: "enrolled", token, userId: user.id, org, companyId: ticket.companyId };
    });
    if (outcome._tag === "refused") return fail(outcome.status, outcome.msg);
    return ok(
      {
        token: outcome.token,
        user_id: outcome.userId,
        company_id: outcome.companyId,
        org_id: outcome.org.id,
        org_platform: outcome.org.platformCode,
        org_secret: null,
        enrol_ticket: null,
        enrol_expires_at: null,
        org_name: outcome.org.name,
      },
      ORG_MESSAGES.enrolled(outcome.org.name),
    );
  };
}
