import type { AdminHearingData, adminHearingList, adminHearingSave } from "@taxlearn/api/admin";
import { asc, count, desc, eq, max, sql } from "drizzle-orm";
import { lockForTransaction } from "../../../db/executor";
import { hearings } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { checkHearingForm } from "./help-form";

type HearingRow = typeof hearings.$inferSelect;

const hearingData = (row: HearingRow): AdminHearingData => ({ ...row, heldAt: row.heldAt.toISOString() });

/** GET /api/admin/hearings: newest first (the public list's order), searched by title. */
export const hearingListHandler =
  (server: ServerContext): OperatorHandler<typeof adminHearingList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const where = keyword === "" ? undefined : sql`strpos(${hearings.title}, ${keyword}) > 0`;
    const [rows, [total]] = await Promise.all([
      server.db
        .select()
        .from(hearings)
        .where(where)
        .orderBy(desc(hearings.heldAt), asc(hearings.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(hearings).where(where),
    ]);
    return ok({ list: rows.map(hearingData), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize });
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
      const before =
        input.id === undefined
          ? null
          : ((await tx.select().from(hearings).where(eq(hearings.id, input.id)).limit(1))[0] ?? null);
      if (input.id !== undefined && !before) return null;
      const [row] = (
        before
          ? await tx.update(hearings).set(checked.value).where(eq(hearings.id, before.id)).returning()
          : await tx
              .insert(hearings)
              .values({
                id: ((await tx.select({ id: max(hearings.id) }).from(hearings))[0]?.id ?? 0) + 1,
                ...checked.value,
              })
              .returning()
      ) as [HearingRow];
      const after = hearingData(row);
      await recordAudit(
        tx,
        operator,
        { action: "adminHearingSave", target: `hearing:${row.id}`, before: before && hearingData(before), after },
        now,
      );
      return after;
    });
    if (!saved) return fail(404, "听证会不存在");
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? "听证会已发布" : "已保存");
  };
