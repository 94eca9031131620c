import type { AssistantCitationData, AssistantOutcome } from "@taxlearn/api";
import { termsOf } from "../search/chinese-terms";
import { type LeadCandidate, leadOf } from "./answer-lead";
import type { AskedKind } from "./asked-quantity";
import { ASSISTANT_MESSAGES } from "./assistant.messages";
import { articleHref, lectureHref, type RetrievedSource, type WeightedTerms } from "./assistant-retriever";
import { conceptsOf } from "./question-concepts";
import { quotableSentencesOf } from "./source-text";
import type { SourceStanding } from "./source-validity";

export interface ComposedAnswer {
  readonly outcome: AssistantOutcome;
  readonly answer: string;
  readonly citations: readonly AssistantCitationData[];
}

/** A quotable sentence of a source, with how much of the question it carries. */
export interface ScoredSentence {
  readonly source: RetrievedSource;
  readonly text: string;
  /** Its place among the source's quotable sentences (the next one may finish its answer). */
  readonly index: number;
  readonly score: number;
}

/** What the composer knows besides the sources: what is asked, and which sources no longer (or not yet) apply. */
export interface AnswerContext {
  readonly asked: AskedKind;
  readonly standings: ReadonlyMap<string, SourceStanding>;
  /** Terms of a follow-up's own words, which weigh more in choosing its sentences than the subject carried over. */
  readonly focus?: ReadonlySet<string>;
}

const NO_CONTEXT: AnswerContext = { asked: "rule", standings: new Map() };
const FOCUS_FACTOR = 2;
/** How much a sentence gains from its source's rank (the share of the question's weight, for the best source). */
const SOURCE_BONUS = 0.25;
/** What a question term in a source's title adds to each of its sentences that does not say it. */
const TITLE_CREDIT = 0.3;

/** The share of the question's weight a source must carry, or the sources are taken not to cover it. */
export const COVERAGE_FLOOR = 0.45;
const MAX_EXCERPTS = 3;

/** Sources whose coverage counts: the question is covered when one of the first few says most of it. */
const COVERING = 3;

/**
 * How much of the question the best of the first sources covers (its title and text), 0..1. When the question's
 * weightiest concept is one the library does not say anywhere (车辆购置税), nothing covers the question, however
 * many of its other words a source shares.
 */
export const coverageOf = (sources: readonly RetrievedSource[], terms: WeightedTerms): number => {
  if (terms.total === 0) return 0;
  const heaviest = conceptsOf(terms)
    .map((concept) => ({ concept, weight: Math.max(...concept.terms.values()) }))
    .sort((a, b) => b.weight - a.weight)[0]!;
  if ([...heaviest.concept.terms.keys()].every((t) => terms.unsaid?.has(t))) return 0;
  let best = 0;
  for (const source of sources.slice(0, COVERING)) {
    let said = 0;
    for (const term of new Set(termsOf(`${source.title}。${source.text}`))) said += terms.weights.get(term) ?? 0;
    best = Math.max(best, Math.min(1, said / terms.total));
  }
  return best;
};

/**
 * Every quotable sentence of the sources, scored by the question terms it says, weighed twice: by their rarity in the
 * whole library (retrieval's weights) and by their rarity among these sentences, so that the subject every sentence
 * of the right document repeats counts less than the word that singles out the one that answers (无需, 季度, 临时).
 * The source's title adds a little for the subject a provision leaves implicit, and a better source a small bonus.
 */
export function scoredSentences(
  sources: readonly RetrievedSource[],
  terms: WeightedTerms,
  focus: ReadonlySet<string> = new Set(),
): ScoredSentence[] {
  const top = sources[0]?.score ?? 0;
  const all = sources.flatMap((source) =>
    quotableSentencesOf(source.text).map((text, index) => ({
      source,
      text,
      index,
      said: new Set(termsOf(text).filter((t) => terms.weights.has(t))),
    })),
  );
  const df = new Map<string, number>();
  for (const s of all) for (const t of s.said) df.set(t, (df.get(t) ?? 0) + 1);
  const n = all.length;
  const local = (term: string) => 0.5 + Math.log(1 + n / (1 + (df.get(term) ?? 0))) / Math.log(1 + n);
  const weight = (term: string) => (terms.weights.get(term) ?? 0) * local(term) * (focus.has(term) ? FOCUS_FACTOR : 1);
  return all.map(({ source, text, index, said }) => {
    let score = 0;
    for (const term of said) score += weight(term);
    for (const term of termsOf(source.title)) if (!said.has(term)) score += TITLE_CREDIT * weight(term);
    // of two sentences saying as much, the shorter says it more directly
    score *= 1 - Math.min(0.2, Math.max(0, [...text].length - 60) / 400);
    // a sentence of a better source wins a tie: the source's own score is a small bonus
    score += top > 0 ? (source.score / top) * SOURCE_BONUS * terms.total : 0;
    return { source, text, index, score };
  });
}

const normal = (text: string) => text.replace(/[^\u3400-\u9fff0-9a-z%]/gi, "");

/** The supporting sentences, best first, without repeats and one of each source. */
export function pickSentences(
  sentences: readonly ScoredSentence[],
  skip: readonly LeadCandidate[] = [],
  max = MAX_EXCERPTS,
): ScoredSentence[] {
  const all = [...sentences].sort((a, b) => b.score - a.score);
  const best = all[0]?.score ?? 0;
  const picked: ScoredSentence[] = [];
  const seen = new Set(skip.map((s) => normal(s.text)));
  for (const sentence of all) {
    if (picked.length >= max || sentence.score < best * 0.6) break;
    const key = normal(sentence.text);
    if (seen.has(key)) continue;
    // one excerpt a source: the support shows the different documents, cases and lectures that say it
    if (picked.some((p) => p.source.key === sentence.source.key)) continue;
    seen.add(key);
    picked.push(sentence);
  }
  return picked;
}

/** Numbers the distinct sources in order of first use. */
export function citationsOf(
  sources: readonly RetrievedSource[],
  standings: ReadonlyMap<string, SourceStanding> = new Map(),
): AssistantCitationData[] {
  const citations: AssistantCitationData[] = [];
  const keys: string[] = [];
  for (const source of sources) {
    if (keys.includes(source.key)) continue;
    keys.push(source.key);
    const standing = standings.get(source.key);
    citations.push({
      n: citations.length + 1,
      kind: source.kind,
      refId: source.refId,
      title: source.title,
      href: source.lecture
        ? lectureHref(source.refId, source.lecture.fileId, source.lecture.seconds)
        : articleHref(source.kind as "policy" | "case", source.refId),
      seconds: source.lecture?.seconds ?? null,
      ...(standing ? { standing } : {}),
    });
  }
  return citations;
}

const asSentence = (text: string) => `${text.replace(/[；，、\s]+$/, "").replace(/[。！？]$/, "")}`;

/**
 * The offline answer. First, in one or two sentences, what was asked, quoted from the best source that may be cited
 * (a repealed or not yet effective document only when no current one covers the question, and then said so);
 * then up to three supporting excerpts, each with the marker of its source and the label of a source that no longer
 * or not yet applies. Nothing is written that a source does not say; when the sources do not cover the question,
 * it says so instead.
 */
export function composeExtractive(
  sources: readonly RetrievedSource[],
  terms: WeightedTerms,
  context: AnswerContext = NO_CONTEXT,
): ComposedAnswer {
  if (coverageOf(sources, terms) < COVERAGE_FLOOR) return uncovered();
  const sentences = scoredSentences(sources, terms, context.focus);
  const current = sentences.filter((s) => !context.standings.has(s.source.key));
  // the lead comes from current sources when they cover the question at all
  const currentCovers = current.length > 0 && coverageOf([current[0]!.source], terms) >= COVERAGE_FLOOR;
  const leadSources = currentCovers ? sources.filter((s) => !context.standings.has(s.key)) : sources;
  const lead = leadOf(leadSources, terms, context.asked, context.focus);
  if (lead.length === 0) return uncovered();
  const excerpts = pickSentences(
    currentCovers ? [...current, ...sentences.filter((s) => !current.includes(s))] : sentences,
    lead,
  );
  const citations = citationsOf(
    [...lead, ...excerpts].map((s) => s.source),
    context.standings,
  );
  const cited = [...new Set([...lead, ...excerpts].map((s) => s.source.key))];
  const markerOf = (source: RetrievedSource) => cited.indexOf(source.key) + 1;
  const labelOf = (source: RetrievedSource) => {
    const standing = context.standings.get(source.key);
    return standing ? ASSISTANT_MESSAGES.standingLabel[standing] : "";
  };
  const leadSource = lead[0]!.source;
  const leadText = `${lead.map((s) => asSentence(s.text)).join("；")}。[${markerOf(leadSource)}]`;
  const opening = context.standings.has(leadSource.key)
    ? `${ASSISTANT_MESSAGES.onlyNotCurrent(labelOf(leadSource), leadSource.title)}${leadText}`
    : leadText;
  const lines = excerpts.map((s, i) => {
    const label = labelOf(s.source);
    return `${i + 1}. ${label ? `【${label}】` : ""}${asSentence(s.text)}。[${markerOf(s.source)}]`;
  });
  return {
    outcome: "answered",
    answer: [
      opening,
      ...(lines.length > 0 ? [ASSISTANT_MESSAGES.excerptsLead, ...lines] : []),
      ASSISTANT_MESSAGES.answerTail,
    ].join("\n"),
    citations,
  };
}

export const uncovered = (): ComposedAnswer => ({
  outcome: "uncovered",
  answer: ASSISTANT_MESSAGES.uncovered,
  citations: [],
});
export const refused = (answer: string): ComposedAnswer => ({ outcome: "refused", answer, citations: [] });
