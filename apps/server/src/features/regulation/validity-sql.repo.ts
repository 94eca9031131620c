import { VALIDITY, type Validity } from "@taxlearn/core";
import { type SQL, sql } from "drizzle-orm";

type Change = "repeals" | "amends";

/** Whether a document of this kind, in force on `today`, repeals or amends the policy of metadata row `m`. */
const changedBySql = (m: SQL, kind: Change, today: string): SQL => sql`EXISTS (
    SELECT 1 FROM policy_relations r JOIN policy_metadata f ON f.article_id = r.from_article_id
    WHERE r.to_article_id = ${m}.article_id AND r.kind = ${kind} AND f.effective_from <= ${today}::date)`;

/**
 * core `policyValidity` as SQL over policy_metadata `m` and policy_relations, for lists and search filtered by
 * validity. Both read the same dates against the same Beijing day, so a filtered list and the detail banner agree
 * (regulation.test.ts checks them against each other on several days).
 */
export const validitySql = (metadataAlias: string, today: string): SQL => {
  const m = sql.raw(metadataAlias);
  const changedBy = (kind: Change) => changedBySql(m, kind, today);
  return sql`(CASE WHEN ${m}.effective_from > ${today}::date THEN 'pending'
    WHEN ${changedBy("repeals")} THEN 'repealed'
    WHEN ${changedBy("amends")} THEN 'partiallyInvalid'
    ELSE 'effective' END)`;
};

/**
 * `validitySql(m, today) = validity` as plain conditions (the same cases in the same order): the planner estimates a
 * date comparison and an anti-join from its statistics, where it takes `CASE … = 'effective'` to keep one row in
 * two hundred and then looks up thousands of policies one by one.
 */
export const hasValiditySql = (metadataAlias: string, validity: Validity, today: string): SQL => {
  const m = sql.raw(metadataAlias);
  const changedBy = (kind: Change) => changedBySql(m, kind, today);
  const inForceSince = sql`${m}.effective_from <= ${today}::date`;
  switch (validity) {
    case "pending":
      return sql`${m}.effective_from > ${today}::date`;
    case "repealed":
      return sql`(${inForceSince} AND ${changedBy("repeals")})`;
    case "partiallyInvalid":
      return sql`(${inForceSince} AND NOT ${changedBy("repeals")} AND ${changedBy("amends")})`;
    case "effective":
      return sql`(${inForceSince} AND NOT ${changedBy("repeals")} AND NOT ${changedBy("amends")})`;
  }
};

/** Article ids whose validity on `today` is `validity` (an indexed subquery for `articles.id IN (…)`). */
export const articleIdsWithValidity = (validity: Validity, today: string): SQL =>
  sql`(SELECT m.article_id FROM policy_metadata m WHERE ${hasValiditySql("m", validity, today)})`;

/**
 * Register entries not in force on `today` (pending, or repealed or amended by a document in force): the same cases as
 * `hasValiditySql(m, "effective", today)` negated, as a union of an index range and the few relations, so it reads
 * only those entries.
 */
export const articleIdsNotInForce = (today: string): SQL =>
  sql`(SELECT m.article_id FROM policy_metadata m WHERE m.effective_from > ${today}::date
    UNION SELECT r.to_article_id FROM policy_relations r JOIN policy_metadata f ON f.article_id = r.from_article_id
    WHERE r.kind IN ('repeals', 'amends') AND f.effective_from <= ${today}::date)`;

export const VALIDITY_VALUES = VALIDITY;
