import type { ServerContext } from "../../../server-context";
import { courseIdsTitled } from "../../catalogue/course-titles.repo";
import { articleIndexed, articleKeysQuoting } from "../../search/assistant-passages.repo";
import { lectureFileAt } from "../../video/assistant-transcripts.repo";
import { answerQuestion } from "../ask-question";
import { ASSISTANT_EVALUATION_SET, type EvaluationQuestion } from "./assistant-eval-set";

export interface EvaluationMiss {
  readonly question: string;
  readonly after: readonly string[];
  readonly why: string;
  readonly opening: string;
}

export interface EvaluationResult {
  readonly questions: number;
  /** Share of questions answered as expected: the figure or rule in the opening, or the right refusal. */
  readonly answerAccuracy: number;
  /** Share of the answered questions whose citations include an accepted source. */
  readonly citedExpected: number;
  /** Answers to questions about today's law whose first source is repealed or not yet in force. */
  readonly notCurrentFirst: number;
  /** Of those, the answers whose first source is repealed (全文废止, or an interpretation of such a document). */
  readonly repealedFirst: number;
  readonly followUps: number;
  readonly misses: readonly EvaluationMiss[];
}

/** `lecture:<course title>#<n>` → `lecture:<lecture file id>`; `contains:<text>` → the articles saying it. */
async function resolveKey(server: ServerContext, key: string): Promise<string[]> {
  if (key.startsWith("contains:")) {
    const keys = await articleKeysQuoting(server.db, key.slice(9));
    if (keys.length === 0) throw new Error(`evaluation set quotes a text no article says: ${key}`);
    return keys;
  }
  const match = /^lecture:(.+)#(\d+)$/.exec(key);
  if (!match) {
    const [kind, id] = key.split(":");
    if (!(await articleIndexed(server.db, kind!, Number(id))))
      throw new Error(`evaluation set names a source the seed lacks: ${key}`);
    return [key];
  }
  const file = await lectureFileAt(server.db, await courseIdsTitled(server.db, match[1]!), Number(match[2]));
  if (file === null) throw new Error(`evaluation set names a lecture the seed lacks: ${key}`);
  return [`lecture:${file}`];
}

const comparable = (text: string) => text.normalize("NFKC").replace(/\s+/g, "");

/** The answer's opening: its first line, the one or two sentences that answer before the supporting excerpts. */
export const openingOf = (answer: string): string => answer.split("\n")[0] ?? "";

/** Whether the opening says every expected text (`a|b`: either wording). */
export const says = (opening: string, expected: readonly string[]): boolean =>
  expected.every((alternatives) =>
    alternatives.split("|").some((text) => comparable(opening).includes(comparable(text))),
  );

/** Runs the evaluation set through the assistant's answer (retrieval, validity, conversation, composer). */
export async function evaluateAssistant(
  server: ServerContext,
  set: readonly EvaluationQuestion[] = ASSISTANT_EVALUATION_SET,
): Promise<EvaluationResult> {
  let correct = 0;
  let answered = 0;
  let cited = 0;
  let notCurrentFirst = 0;
  let repealedFirst = 0;
  const misses: EvaluationMiss[] = [];
  for (const item of set) {
    const after = item.after ?? [];
    const result = await answerQuestion(server, item.question, () => {}, after);
    const opening = openingOf(result.answer);
    const miss = (why: string) => misses.push({ question: item.question, after, why, opening });
    const expectedOutcome = item.outcome ?? "answered";
    if (result.outcome !== expectedOutcome) {
      miss(`outcome ${result.outcome}, expected ${expectedOutcome}`);
      continue;
    }
    if (expectedOutcome !== "answered") {
      correct += 1;
      continue;
    }
    answered += 1;
    const accepted = (await Promise.all(item.sources.map((key) => resolveKey(server, key)))).flat();
    const citedKeys = result.citations.map((c) =>
      c.kind === "lecture" ? `lecture:${/lecture=(\d+)/.exec(c.href)?.[1]}` : `${c.kind}:${c.refId}`,
    );
    const first = result.citations[0];
    if (first?.standing === "repealed" || first?.standing === "pending" || first?.standing === "interpretsRepealed") {
      notCurrentFirst += 1;
      if (first.standing !== "pending") repealedFirst += 1;
      miss(`first source ${first.title} is ${first.standing}`);
    }
    const citesAccepted = citedKeys.some((key) => accepted.includes(key));
    if (citesAccepted) cited += 1;
    if (says(opening, item.answer)) correct += 1;
    else miss(`opening lacks ${item.answer.join(" + ")}${citesAccepted ? "" : " and cites none of the sources"}`);
  }
  const n = set.length;
  return {
    questions: n,
    answerAccuracy: correct / n,
    citedExpected: answered === 0 ? 0 : cited / answered,
    notCurrentFirst,
    repealedFirst,
    followUps: set.filter((item) => (item.after ?? []).length > 0).length,
    misses,
  };
}
