import type { ServerContext } from "../../server-context";
import type { CourseRow } from "./catalogue.repo";
import * as repo from "./courses.repo";

/**
 * Catalogue writes go through here so that every write re-indexes search and clears the response cache
 * (reads are cached in-process; a write must never leave a stale page behind).
 */
export async function updateCourse(
  server: ServerContext,
  id: number,
  values: Partial<Pick<CourseRow, "title" | "price" | "updateMark">>,
): Promise<boolean> {
  await repo.updateCourse(server.db, id, values);
  return reindexCourse(server, id);
}

/**
 * After a course row changed (the console's edits, publications, withdrawals and restores): its search document is
 * rewritten (removed while withdrawn) and the response cache cleared. False when the course does not exist.
 */
export async function reindexCourse(server: ServerContext, id: number): Promise<boolean> {
  const row = await repo.findCourse(server.db, id);
  try {
    return await rewriteSearchDocument(server, row);
  } finally {
    // after the index is written: a search answered between the two would otherwise be cached with the old index
    server.cache.invalidate();
  }
}

async function rewriteSearchDocument(server: ServerContext, row: CourseRow | undefined): Promise<boolean> {
  if (!row) return false;
  // a withdrawn course has no search document (restoring it writes the document again)
  if (row.withdrawnAt !== null) {
    await server.search.remove("course", row.id);
    return true;
  }
  await server.search.upsert([
    {
      kind: "course",
      refId: row.id,
      title: row.title,
      body: `${row.productInfo} ${row.keyword.replaceAll(",", " ")}`,
      categoryId: row.categoryId,
      productType: row.productType,
      publishedAt: row.createdAt,
    },
  ]);
  return true;
}
