import type { SupportTicketData, supportChatContracts } from "@taxlearn/api";
import { maskPhone } from "@taxlearn/core";
import { issuePass } from "../../auth/socket-passes";
import { hasRole } from "../../auth/user-roles";
import { lockForTransaction } from "../../db/executor";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import * as repo from "./support-chat.repo";
import { answerTicket } from "./ticket-answer";

/** Left messages per learner per hour (a flood is refused, not stored). */
export const TICKETS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const ticketView = (row: repo.TicketRow): SupportTicketData => ({
  id: row.id,
  learner: row.learnerMobile ? maskPhone(row.learnerMobile) : row.learnerName,
  contact: row.contact,
  content: row.content,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  answer: row.answer,
});

export function supportChatHandlers(server: ServerContext): HandlersFor<typeof supportChatContracts> {
  const { db } = server;
  const isStaff = (userId: number) => hasRole(db, userId, "staff");
  return {
    async supportChatPass(input, request) {
      const { userId, tokenHash } = request.session;
      if (input.role === "agent" && !(await isStaff(userId))) return fail(403, M.staffOnly);
      // bound to this login: it opens nothing once the login has ended
      const { pass, expiresAt } = await issuePass(db, { userId, tokenHash, role: input.role }, server.clock());
      return ok({ pass, expiresAt: expiresAt.toISOString(), online: server.supportChat.online() });
    },

    async supportLeaveMessage(input, request) {
      const userId = request.session.userId;
      const now = server.clock();
      const id = await db.transaction(async (tx) => {
        await lockForTransaction(tx, `support-ticket:${userId}`);
        const recent = await repo.countTicketsSince(tx, userId, new Date(now.getTime() - HOUR_MS));
        if (recent >= TICKETS_PER_HOUR) return null;
        const contact = input.contact || ((await repo.mobileOf(tx, userId)) ?? "");
        return repo.insertTicket(tx, { userId, contact, content: input.content, createdAt: now });
      });
      if (id === null) return fail(429, M.tooManyTickets);
      return ok({ id }, M.ticketSaved);
    },

    async supportTicketList(input, request) {
      if (!(await isStaff(request.session.userId))) return fail(403, M.staffOnly);
      const { rows, total } = await repo.listTickets(db, input.status, input.page, input.pageSize);
      return ok({ list: rows.map(ticketView), total, page: input.page, pageSize: input.pageSize });
    },

    async supportTicketHandle(input, request) {
      const agentId = request.session.userId;
      if (!(await isStaff(agentId))) return fail(403, M.staffOnly);
      const row = await repo.handleTicket(db, input.id, agentId, server.clock());
      return row ? ok(ticketView(row)) : fail(404, M.ticketNotFound);
    },

    async supportTicketAnswer(input, request) {
      const agentId = request.session.userId;
      if (!(await isStaff(agentId))) return fail(403, M.staffOnly);
      const outcome = await answerTicket(server, agentId, input.id, input.answer);
      if (outcome.ok) return ok(ticketView(outcome.ticket), M.ticketAnswered);
      return outcome.problem === "notFound" ? fail(404, M.ticketNotFound) : fail(409, M.ticketAlreadyAnswered);
    },
  };
}
