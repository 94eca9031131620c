import type { adminCertificateRevoke, adminCreditCorrection, adminLearnerCredits } from "@taxlearn/api/admin";
import { findUserById } from "../../../auth/auth.repo";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { guardSection, type OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { beijingYear } from "../credit-years";
import { CREDITS_MESSAGES } from "../credits.messages";
import * as repo from "../credits.repo";
import { creditsSummaryOf } from "../credits-summary";

/** POST /api/admin/credits/certificates/:serial/revoke: the row stays (verifiable as revoked), with who and why. */
const revokeHandler =
  (server: ServerContext): OperatorHandler<typeof adminCertificateRevoke> =>
  async ({ serial, reason }, operator) => {
    const now = server.clock();
    const revoked = await server.db.transaction(async (tx) => {
      const before = await repo.findCertificate(tx, serial);
      const row = await repo.revokeCertificate(tx, serial, { reason, operatorId: operator.userId, at: now });
      if (row)
        await recordAudit(
          tx,
          operator,
          { action: "adminCertificateRevoke", target: `certificate:${serial}`, before, after: row },
          now,
        );
      return row;
    });
    if (!revoked) return fail(404, CREDITS_MESSAGES.alreadyRevoked);
    return ok({ serial: revoked.serial, revokedAt: now.toISOString() });
  };

/** POST /api/admin/credits/corrections: a new ledger row with the reason and the operator, never an update. */
const correctionHandler =
  (server: ServerContext): OperatorHandler<typeof adminCreditCorrection> =>
  async ({ userId, category, hours, reason }, operator) => {
    const tenths = Math.round(hours * 10);
    if (tenths === 0 || Math.abs(hours * 10 - tenths) > 1e-9) return fail(400, CREDITS_MESSAGES.correctionZero);
    if (!(await findUserById(server.db, userId))) return fail(404, CREDITS_MESSAGES.learnerNotFound);
    const now = server.clock();
    const row = await server.db.transaction(async (tx) => {
      const entry = await repo.appendCreditEntry(tx, {
        userId,
        source: "correction",
        category,
        title: CREDITS_MESSAGES.correctionTitle,
        hoursTenths: tenths,
        earnedAt: now,
        reason,
        operatorId: operator.userId,
      });
      await recordAudit(
        tx,
        operator,
        { action: "adminCreditCorrection", target: `user:${userId}`, before: null, after: entry },
        now,
      );
      return entry!;
    });
    return ok({ id: row.id, hours: tenths / 10 });
  };

/** GET /api/admin/users/:id/credits: the learner's 学时档案 as the learner sees it (the screen revokes and corrects from it). */
const learnerCreditsHandler =
  (server: ServerContext): OperatorHandler<typeof adminLearnerCredits> =>
  async ({ id, year }) => {
    if (!(await findUserById(server.db, id))) return fail(404, CREDITS_MESSAGES.learnerNotFound);
    return ok(await creditsSummaryOf(server, id, year ?? beijingYear(server.clock())));
  };

/** The console's study-hour calls on the record (section `users`: an administrator's). */
export function creditsConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminCertificateRevoke" | "adminCreditCorrection" | "adminLearnerCredits"> {
  const guard = guardSection(server);
  return {
    adminCertificateRevoke: guard(
      "adminCertificateRevoke",
      "users",
      revokeHandler(server),
      (i) => `certificate:${i.serial}`,
    ),
    adminCreditCorrection: guard(
      "adminCreditCorrection",
      "users",
      correctionHandler(server),
      (i) => `user:${i.userId}`,
    ),
    adminLearnerCredits: guard("adminLearnerCredits", "users", learnerCreditsHandler(server), (i) => `user:${i.id}`),
  };
}
