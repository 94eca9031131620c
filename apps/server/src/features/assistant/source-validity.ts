import type { AssistantSourceStanding } from "@taxlearn/api";
import { beijingDay, titleKey, type Validity } from "@taxlearn/core";
import type { Database } from "../../db/database";
import { resolveKeys, validityOf } from "../regulation/regulation.repo";
import type { RetrievedSource } from "./assistant-retriever";

/**
 * Whether a source still states the law today: a repealed document (全文废止), one not yet in force (尚未生效), and
 * an interpretation of a repealed document do not; they are cited after the current ones and labelled.
 */
export type SourceStanding = AssistantSourceStanding;

/** An interpretation's title names the document it explains: 政策解读：《…》要点梳理. */
const INTERPRETED = /^政策解读：《(.+?)》/;

const standingOf = (validity: Validity | undefined): SourceStanding | null =>
  validity === "repealed" ? "repealed" : validity === "pending" ? "pending" : null;

/** The standing today of each policy among the sources (key → standing; current ones are left out). */
export async function standingsOf(
  db: Database,
  sources: readonly RetrievedSource[],
  now: Date,
): Promise<Map<string, SourceStanding>> {
  const today = beijingDay(now);
  const policies = sources.filter((s) => s.kind === "policy");
  const interpreted = new Map<string, string>();
  for (const s of policies) {
    const title = INTERPRETED.exec(s.title)?.[1];
    if (title) interpreted.set(s.key, titleKey(title));
  }
  const resolved = await resolveKeys(
    db,
    [...new Set(interpreted.values())].map((key) => ({ kind: "title", key })),
  );
  const ids = [...new Set([...policies.map((s) => s.refId), ...resolved.values()])];
  const validity = await validityOf(db, ids, today);
  const standings = new Map<string, SourceStanding>();
  for (const s of policies) {
    const own = standingOf(validity.get(s.refId));
    if (own) {
      standings.set(s.key, own);
      continue;
    }
    const explained = interpreted.get(s.key);
    const explainedId = explained === undefined ? undefined : resolved.get(`title|${explained}`);
    if (explainedId !== undefined && validity.get(explainedId) === "repealed")
      standings.set(s.key, "interpretsRepealed");
  }
  return standings;
}

/**
 * A question about the law as it was or will be names a document or a time (2022年第15号、原来、废止前、明年起 …);
 * every other question is about the law today.
 */
export const asksAboutOtherTimes = (question: string): boolean =>
  /(〔\d{4}〕|\d{4}年第\d+号|《[^》]+》|原来|以前|之前的|过去|旧政策|废止|失效|作废|还有效|尚未生效|生效前|将来|明年|以后会)/.test(
    question,
  );

/** The sources in the order they may be cited: current ones first (each group keeps its order). */
export function currentFirst<T extends { readonly key: string }>(
  sources: readonly T[],
  standings: ReadonlyMap<string, SourceStanding>,
): T[] {
  return [...sources.filter((s) => !standings.has(s.key)), ...sources.filter((s) => standings.has(s.key))];
}
