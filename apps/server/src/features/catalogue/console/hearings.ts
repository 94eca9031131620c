import type { AdminHearingData, adminHearingList, adminHearingSave } from "@taxlearn/api/admin";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { HEARING_CONSOLE_MESSAGES } from "./catalogue-console.messages";
import { checkHearingForm } from "./hearing-form";
import { findHearing, type HearingRow, listConsoleHearings, saveHearing } from "./hearings.repo";

const hearingData = (row: HearingRow): AdminHearingData => ({ ...row, heldAt: row.heldAt.toISOString() });

/** GET /api/admin/hearings: newest first (the public list's order), searched by title. */
export const hearingListHandler =
  (server: ServerContext): OperatorHandler<typeof adminHearingList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const { rows, total } = await listConsoleHearings(server.db, keyword, input.page, input.pageSize);
    return ok({ list: rows.map(hearingData), total, page: input.page, pageSize: input.pageSize });
  };

/**
 * POST /api/admin/hearings/save: a new hearing (next id) or an edit, its HTML sanitised, with the audit row in one
 * transaction; the catalogue cache (which holds /hearing's list and details) is cleared after it commits.
 */
export const hearingSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminHearingSave> =>
  async (input, operator) => {
    const checked = checkHearingForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-hearing-save");
      const before = input.id === undefined ? null : await findHearing(tx, input.id);
      if (input.id !== undefined && !before) return null;
      const row = await saveHearing(tx, before?.id ?? null, checked.value);
      const after = hearingData(row);
      await recordAudit(
        tx,
        operator,
        { action: "adminHearingSave", target: `hearing:${row.id}`, before: before && hearingData(before), after },
        now,
      );
      return after;
    });
    if (!saved) return fail(404, HEARING_CONSOLE_MESSAGES.notFound);
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? HEARING_CONSOLE_MESSAGES.created : HEARING_CONSOLE_MESSAGES.saved);
  };
