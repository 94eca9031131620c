import { beijingDay, docNumberKey, titleKey } from "@taxlearn/core";
import type { Database } from "../../db/database";
import { articleBodies } from "../catalogue/articles.repo";
import { courseBodies } from "../catalogue/courses.repo";
import { clearCitations, insertPolicyMetadata, refreshCitations } from "./regulation.repo";

/**
 * A newly published article joins the library: a policy gets its register entry (in force from the day it is
 * published, issued by its source), and its text's citations are stored. Call it in the publishing transaction.
 */
export async function registerPublishedArticle(
  db: Database,
  article: { id: number; kind: "policy" | "case"; title: string; docNumber: string; source: string; html: string },
  now: Date,
): Promise<void> {
  if (article.kind === "policy") {
    const day = beijingDay(now);
    await insertPolicyMetadata(db, {
      articleId: article.id,
      docNumber: article.docNumber,
      docNumberKey: docNumberKey(article.docNumber),
      titleKey: titleKey(article.title),
      issuers: article.source.split(/\s+/).filter((s) => s !== ""),
      issuedOn: day,
      effectiveFrom: day,
      region: "全国",
    });
  }
  await refreshCitations(db, article.kind, article.id, article.html);
}

/** Re-reads every policy, case and course text into document_citations (`regulation:citations --rescan`). */
export async function rescanCitations(db: Database): Promise<number> {
  const [articleRows, courseRows] = await Promise.all([articleBodies(db), courseBodies(db)]);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await clearCitations(t);
    for (const a of articleRows) await refreshCitations(t, a.type >= 25 ? "case" : "policy", a.id, a.html);
    for (const c of courseRows) await refreshCitations(t, "course", c.id, c.html);
  });
  return articleRows.length + courseRows.length;
}
