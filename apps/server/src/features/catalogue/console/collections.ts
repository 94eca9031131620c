import type {
  AdminCollectionData,
  AdminCollectionKind,
  adminCollectionList,
  adminCollectionSave,
} from "@taxlearn/api/admin";
import type { Executor } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { findOrganisation, listOrganisations } from "../../orgs/orgs.repo";
import { COLLECTION_MESSAGES } from "./catalogue-console.messages";
import { type CollectionValues, checkCollectionForm } from "./collection-form";
import {
  collectionCovers,
  type KedanRow,
  listKedans,
  listThemes,
  lockKedan,
  lockTheme,
  onSaleCourseIds,
  type ThemeRow,
  themeGroups,
  writeKedan,
  writeTheme,
} from "./collections.repo";

const themeData = (row: ThemeRow): AdminCollectionData => ({
  kind: "theme",
  id: row.id,
  title: row.title,
  theme: row.theme,
  summary: row.summary,
  contentHtml: row.contentHtml,
  audience: "",
  courseIds: [...row.courseIds],
  cover: row.cover,
  sort: 0,
  orgId: row.orgId,
  publishedAt: row.publishedAt.toISOString(),
});

const kedanData = (row: KedanRow): AdminCollectionData => ({
  kind: "kedan",
  id: row.id,
  title: row.title,
  theme: "",
  summary: row.description,
  contentHtml: "",
  audience: row.audience,
  courseIds: [...row.courseIds],
  cover: row.cover,
  sort: row.sort,
  orgId: row.orgId,
  publishedAt: null,
});

const kindOf = (text: string): AdminCollectionKind | null =>
  text === "" || text === "theme" ? "theme" : text === "kedan" ? "kedan" : null;

/** GET /api/admin/collections: a page of themes (newest first) or course lists (by their order), with the choices. */
export const collectionListHandler =
  (server: ServerContext): OperatorHandler<typeof adminCollectionList> =>
  async (input) => {
    const kind = kindOf(input.kind.trim());
    if (!kind) return fail(400, COLLECTION_MESSAGES.kind);
    const keyword = input.keyword.trim();
    const [themes, covers, orgs] = await Promise.all([
      themeGroups(server.db),
      collectionCovers(server.db, kind),
      listOrganisations(server.db),
    ]);
    const options = { themes, covers, orgs: orgs.map(({ id, name }) => ({ id, name })) };
    if (kind === "theme") {
      const { rows, total } = await listThemes(server.db, keyword, input.page, input.pageSize);
      const page = { list: rows.map(themeData), total, page: input.page, pageSize: input.pageSize };
      return ok({ options, page });
    }
    const { rows, total } = await listKedans(server.db, keyword, input.page, input.pageSize);
    const page = { list: rows.map(kedanData), total, page: input.page, pageSize: input.pageSize };
    return ok({ options, page });
  };

/** The courses (on sale), cover and organisation a form names must exist (a 400 naming the field, never a broken link). */
async function checkReferences(tx: Executor, values: CollectionValues, currentCover: string | null) {
  const known = await onSaleCourseIds(tx, values.courseIds);
  const missing = values.courseIds.find((id) => !known.has(id));
  if (missing !== undefined) return { ok: false, message: COLLECTION_MESSAGES.courseMissing(missing) } as const;
  const covers = await collectionCovers(tx, values.kind);
  const cover = values.cover || currentCover || covers[0] || "";
  if (cover !== currentCover && !covers.includes(cover))
    return { ok: false, message: COLLECTION_MESSAGES.cover } as const;
  if (values.orgId !== null) {
    if (!(await findOrganisation(tx, values.orgId)))
      return { ok: false, message: COLLECTION_MESSAGES.orgMissing } as const;
  }
  return { ok: true, cover } as const;
}

async function saveTheme(tx: Executor, id: number | undefined, values: CollectionValues, now: Date) {
  const before = id === undefined ? undefined : await lockTheme(tx, id);
  if (id !== undefined && !before) return { outcome: "missing" } as const;
  const checked = await checkReferences(tx, values, before?.cover ?? null);
  if (!checked.ok) return { outcome: "refused", message: checked.message } as const;
  const fields = {
    theme: values.theme,
    title: values.title,
    cover: checked.cover,
    summary: values.summary,
    contentHtml: values.contentHtml,
    courseIds: values.courseIds,
    orgId: values.orgId,
  };
  const row = await writeTheme(tx, before?.id ?? null, fields, now);
  return { outcome: "saved", before: before ? themeData(before) : null, after: themeData(row) } as const;
}

async function saveKedan(tx: Executor, id: number | undefined, values: CollectionValues) {
  const before = id === undefined ? undefined : await lockKedan(tx, id);
  if (id !== undefined && !before) return { outcome: "missing" } as const;
  const checked = await checkReferences(tx, values, before?.cover ?? null);
  if (!checked.ok) return { outcome: "refused", message: checked.message } as const;
  const fields = {
    title: values.title,
    cover: checked.cover,
    description: values.summary,
    audience: values.audience,
    courseIds: values.courseIds,
    sort: values.sort,
    orgId: values.orgId,
  };
  const row = await writeKedan(tx, before?.id ?? null, fields);
  return { outcome: "saved", before: before ? kedanData(before) : null, after: kedanData(row) } as const;
}

/** POST /api/admin/collections/save: the theme or course list and its audit row in one transaction, then the caches. */
export const collectionSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminCollectionSave> =>
  async (input, operator) => {
    const checked = checkCollectionForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const values = checked.value;
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      const saved =
        values.kind === "theme" ? await saveTheme(tx, input.id, values, now) : await saveKedan(tx, input.id, values);
      if (saved.outcome !== "saved") return saved;
      await recordAudit(
        tx,
        operator,
        {
          action: "adminCollectionSave",
          target: `${values.kind}:${saved.after.id}`,
          before: saved.before,
          after: saved.after,
        },
        now,
      );
      return saved;
    });
    if (result.outcome === "missing") return fail(404, COLLECTION_MESSAGES.notFound[values.kind]);
    if (result.outcome === "refused") return fail(400, result.message);
    server.cache.invalidate();
    return ok(result.after, result.before ? COLLECTION_MESSAGES.saved : COLLECTION_MESSAGES.created[values.kind]);
  };
