import type { AssistantCitationData, AssistantOutcome } from "@taxlearn/api";
import { termsOf } from "../search/chinese-terms";
import { ASSISTANT_MESSAGES } from "./assistant.messages";
import { articleHref, lectureHref, type RetrievedSource, type WeightedTerms } from "./assistant-retriever";

export interface ComposedAnswer {
  readonly outcome: AssistantOutcome;
  readonly answer: string;
  readonly citations: readonly AssistantCitationData[];
}

/** A sentence of a source, with how much of the question it carries. */
export interface ScoredSentence {
  readonly source: RetrievedSource;
  readonly text: string;
  readonly score: number;
}

/** The share of the question's weight a source must carry, or the sources are taken not to cover it. */
export const COVERAGE_FLOOR = 0.45;
const MAX_SENTENCES = 3;

/** Sentences end at 。！？； or a line break; the end mark stays with its sentence. */
export const sentencesOf = (text: string): string[] =>
  (text.match(/[^。！？；\n]+[。！？；]?/g) ?? []).map((s) => s.trim()).filter((s) => [...s].length >= 6);

const weightIn = (text: string, terms: WeightedTerms): number => {
  let sum = 0;
  for (const term of termsOf(text)) sum += terms.weights.get(term) ?? 0;
  return sum;
};

/** How much of the question the best source covers (its title and text), 0..1. */
export const coverageOf = (sources: readonly RetrievedSource[], terms: WeightedTerms): number =>
  terms.total === 0 || sources.length === 0
    ? 0
    : Math.min(1, weightIn(`${sources[0]!.title}。${sources[0]!.text}`, terms) / terms.total);

/** The sentences of the sources that answer most of the question, best first, without repeats. */
export function pickSentences(sources: readonly RetrievedSource[], terms: WeightedTerms): ScoredSentence[] {
  const top = sources[0]?.score ?? 0;
  const all: ScoredSentence[] = sources.flatMap((source) =>
    sentencesOf(source.text).map((text) => ({
      source,
      text,
      // a sentence of a better source wins a tie: the source's own score is a small bonus
      score: weightIn(text, terms) + (top > 0 ? (source.score / top) * 0.15 * terms.total : 0),
    })),
  );
  all.sort((a, b) => b.score - a.score);
  const best = all[0]?.score ?? 0;
  const picked: ScoredSentence[] = [];
  const seen = new Set<string>();
  for (const sentence of all) {
    if (picked.length >= MAX_SENTENCES || sentence.score < best * 0.6) break;
    const normal = sentence.text.replace(/[^\u3400-\u9fff0-9a-z]/gi, "");
    if (seen.has(normal)) continue;
    if (picked.filter((p) => p.source.key === sentence.source.key).length >= 2) continue;
    seen.add(normal);
    picked.push(sentence);
  }
  return picked;
}

/** Numbers the distinct sources of the picked sentences in order of first use. */
export function citationsOf(sources: readonly RetrievedSource[]): AssistantCitationData[] {
  const citations: AssistantCitationData[] = [];
  for (const source of sources) {
    if (citations.some((c) => keyOf(c) === source.key)) continue;
    citations.push({
      n: citations.length + 1,
      kind: source.kind,
      refId: source.refId,
      title: source.title,
      href: source.lecture
        ? lectureHref(source.refId, source.lecture.fileId, source.lecture.seconds)
        : articleHref(source.kind as "policy" | "case", source.refId),
      seconds: source.lecture?.seconds ?? null,
    });
  }
  return citations;
}

const keyOf = (c: AssistantCitationData): string => {
  if (c.kind !== "lecture") return `${c.kind}:${c.refId}`;
  const match = /lecture=(\d+)&t=(\d+)/.exec(c.href);
  return `lecture:${match?.[1]}@${match?.[2]}`;
};

/**
 * The offline answer: the sentences of the site's own sources that carry most of the question, in order, each
 * with the marker of its source. Nothing is written that a source does not say; when the sources do not cover the
 * question, it says so instead.
 */
export function composeExtractive(sources: readonly RetrievedSource[], terms: WeightedTerms): ComposedAnswer {
  if (coverageOf(sources, terms) < COVERAGE_FLOOR) return uncovered();
  const sentences = pickSentences(sources, terms);
  if (sentences.length === 0) return uncovered();
  const citations = citationsOf(sentences.map((s) => s.source));
  const markerOf = (source: RetrievedSource) => citations.find((c) => keyOf(c) === source.key)!.n;
  const lines = sentences.map((s, i) => `${i + 1}. ${s.text}[${markerOf(s.source)}]`);
  return {
    outcome: "answered",
    answer: [ASSISTANT_MESSAGES.answerLead, ...lines, ASSISTANT_MESSAGES.answerTail].join("\n"),
    citations,
  };
}

export const uncovered = (): ComposedAnswer => ({
  outcome: "uncovered",
  answer: ASSISTANT_MESSAGES.uncovered,
  citations: [],
});
export const refused = (answer: string): ComposedAnswer => ({ outcome: "refused", answer, citations: [] });
