import { and, eq, inArray, sql } from "drizzle-orm";
import { courses, lectureFiles, searchDocuments } from "../../../db/schema";
import type { ServerContext } from "../../../server-context";
import { composeExtractive } from "../answer-composer";
import { retrieve } from "../assistant-retriever";
import { ASSISTANT_EVALUATION_SET, type EvaluationQuestion } from "./assistant-eval-set";

export interface EvaluationResult {
  readonly questions: number;
  /** Mean share of a question's expected sources among the first 5 retrieved. */
  readonly recallAt5: number;
  /** Share of questions with at least one expected source among the first 5 retrieved. */
  readonly hitAt5: number;
  /** Share of answers whose citations include an expected source. */
  readonly citedExpected: number;
  readonly misses: readonly { question: string; expected: readonly string[]; retrieved: readonly string[] }[];
}

/** `lecture:<course title>#<n>` → `lecture:<lecture file id>`; `contains:<text>` → the articles saying it. */
async function resolveKey(server: ServerContext, key: string): Promise<string[]> {
  if (key.startsWith("contains:")) {
    const rows = await server.db
      .select({ kind: searchDocuments.kind, refId: searchDocuments.refId })
      .from(searchDocuments)
      .where(
        and(
          inArray(searchDocuments.kind, ["policy", "case"]),
          sql`strpos(${searchDocuments.body}, ${key.slice(9)}) > 0`,
        ),
      );
    if (rows.length === 0) throw new Error(`evaluation set quotes a text no article says: ${key}`);
    return rows.map((r) => `${r.kind}:${r.refId}`);
  }
  const match = /^lecture:(.+)#(\d+)$/.exec(key);
  if (!match) return [key];
  const [file] = await server.db
    .select({ id: lectureFiles.id })
    .from(lectureFiles)
    .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
    .where(and(eq(courses.title, match[1]!), eq(lectureFiles.sort, Number(match[2]))));
  if (!file) throw new Error(`evaluation set names a lecture the seed lacks: ${key}`);
  return [`lecture:${file.id}`];
}

/** A retrieved or cited source's key without the lecture's second. */
const sourceKey = (key: string): string => key.replace(/@\d+$/, "");

/** Runs the evaluation set through the retriever and the offline composer. */
export async function evaluateAssistant(
  server: ServerContext,
  set: readonly EvaluationQuestion[] = ASSISTANT_EVALUATION_SET,
): Promise<EvaluationResult> {
  let recall = 0;
  let hits = 0;
  let cited = 0;
  const misses: EvaluationResult["misses"][number][] = [];
  for (const item of set) {
    // each expectation is one source to find, or a group of equivalent ones of which finding one is enough
    const groups = await Promise.all(item.expected.map((key) => resolveKey(server, key)));
    const expected = groups.flat();
    const { sources, terms } = await retrieve(server.db, item.question, 5);
    const retrieved = sources.map((s) => sourceKey(s.key));
    const found = groups.filter((group) => group.some((key) => retrieved.includes(key))).length;
    recall += found / groups.length;
    if (found > 0) hits += 1;
    else misses.push({ question: item.question, expected, retrieved });
    const answer = composeExtractive(sources, terms);
    const citedKeys = answer.citations.map((c) =>
      c.kind === "lecture" ? `lecture:${/lecture=(\d+)/.exec(c.href)?.[1]}` : `${c.kind}:${c.refId}`,
    );
    if (citedKeys.some((key) => expected.includes(key))) cited += 1;
  }
  const n = set.length;
  return { questions: n, recallAt5: recall / n, hitAt5: hits / n, citedExpected: cited / n, misses };
}
