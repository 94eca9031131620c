import { termsOf } from "../search/chinese-terms";
import { type AskedKind, statesAsked } from "./asked-quantity";
import type { RetrievedSource, WeightedTerms } from "./assistant-retriever";
import { conceptsOf, saidOf } from "./question-concepts";
import { quotableSentencesOf } from "./source-text";

/** A sentence that may open an answer, scored by what it says of the question beyond its source's subject. */
export interface LeadCandidate {
  readonly source: RetrievedSource;
  readonly text: string;
  readonly index: number;
  readonly score: number;
}

/** Sources the opening sentence is looked for in, best first. */
const LEAD_SOURCES = 5;
/** A rule is best stated by the document itself, then its interpretation or a lecture; a case tells of one company. */
const kindFactor = (source: RetrievedSource): number =>
  source.kind === "case" ? 0.75 : source.kind === "lecture" ? 0.85 : source.title.startsWith("政策解读") ? 0.9 : 1;
/** An opening sentence of up to this many characters is quoted whole rather than as the clause that answers. */
const WHOLE_SENTENCE = 160;
/** How much the best source's rank adds, as a share of the question's weight (less for the sources after it). */
const RANK_BONUS = 0.35;
/** A question term its source's title already says (the subject) counts for this much in choosing the sentence. */
const SUBJECT_SHARE = 0.25;
const FOCUS_FACTOR = 2;
const TOP_SUBJECT_SHARE = 0.5;
const STATING_SHARE = Number(process.env.STATING_SHARE ?? 0.5);
/** Asked when or until when, a calendar day answers better than a number of days. */
const CALENDAR_DAY = /(\d+|[一二三四五六七八九十]+)月(\d+|[一二三四五六七八九十]+)日|月底|年底|月末|年度终了/;

const EXPLICIT_RATE = /\d\s*[%％]|[千万]分之/;

/**
 * The best sentence for each of the first sources, scored by the question terms it says; the terms of its source's
 * title count little (every sentence of that document is about them), the others fully, a follow-up's own words
 * twice. Shorter sentences win ties; a better source adds a bonus.
 */
function candidatesOf(
  sources: readonly RetrievedSource[],
  terms: WeightedTerms,
  asked: AskedKind,
  focus: ReadonlySet<string>,
): LeadCandidate[] {
  const concepts = conceptsOf(terms);
  const ranked = [...sources]
    .map((source) => ({ source, rank: source.score * kindFactor(source) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, LEAD_SOURCES);
  const top = ranked[0]?.rank ?? 0;
  // the question's subject is what its best source is about: a sentence elsewhere saying it gains less too
  const topSubject = new Set(ranked[0] ? termsOf(ranked[0].source.title) : []);
  return ranked.flatMap(({ source, rank }) => {
    const subject = new Set(termsOf(source.title));
    return quotableSentencesOf(source.text).flatMap((text, index) => {
      // a case opens with what one company did: the premise of its ruling, never an answer
      if (source.kind === "case" && index === 0) return [];
      const said = new Set(termsOf(text));
      let score = 0;
      for (const concept of concepts) {
        const weight = saidOf(concept, said);
        if (weight === 0) continue;
        const inFocus = [...concept.terms.keys()].some((t) => focus.has(t) && said.has(t));
        const inTitle = saidOf(concept, subject) > 0;
        const share = inTitle ? SUBJECT_SHARE : saidOf(concept, topSubject) > 0 ? TOP_SUBJECT_SHARE : 1;
        score += weight * (inFocus ? FOCUS_FACTOR : 1) * share;
      }
      score *= 1 - Math.min(0.2, Math.max(0, [...text].length - 60) / 400);
      if ((asked === "deadline" || asked === "effective") && CALENDAR_DAY.test(text)) score *= 1.2;
      // asked for a rate, a figure (100%, 万分之五) answers better than words (多扣一倍)
      if (asked === "rate" && EXPLICIT_RATE.test(text)) score *= 1.2;
      score += top > 0 ? (rank / top) * RANK_BONUS * terms.total : 0;
      return [{ source, text, index, score: score * kindFactor(source) }];
    });
  });
}

/**
 * The answer's first one or two sentences: the best sentence stating the kind of thing asked (a percentage for a
 * rate, a day for a deadline …) among the first sources that may be cited; the next sentence of the same source
 * joins it when it states the same kind of thing (…的100%加计扣除；形成无形资产的，按照…200%摊销).
 */
export function leadOf(
  sources: readonly RetrievedSource[],
  terms: WeightedTerms,
  asked: AskedKind,
  focus: ReadonlySet<string> = new Set(),
): LeadCandidate[] {
  const candidates = candidatesOf(sources, terms, asked, focus);
  const best = Math.max(0, ...candidates.map((c) => c.score));
  const stating = candidates.filter((c) => statesAsked(c.text, asked) && c.score >= STATING_SHARE * best);
  const pool = stating.length > 0 ? stating : candidates;
  const lead = [...pool].sort((a, b) => b.score - a.score)[0];
  if (!lead) return [];
  // the clauses of its sentence (joined by ；): the conditions of a list are read together when short enough
  const clauses = candidates.filter((c) => c.source.key === lead.source.key);
  let first = clauses.indexOf(lead);
  while (
    first > 0 &&
    clauses[first - 1]!.text.endsWith("；") &&
    clauses[first - 1]!.index === clauses[first]!.index - 1
  )
    first -= 1;
  let last = clauses.indexOf(lead);
  while (
    last + 1 < clauses.length &&
    clauses[last]!.text.endsWith("；") &&
    clauses[last + 1]!.index === clauses[last]!.index + 1
  )
    last += 1;
  const sentence = clauses.slice(first, last + 1);
  if (sentence.reduce((n, c) => n + [...c.text].length, 0) <= WHOLE_SENTENCE) return sentence;
  const next = clauses[clauses.indexOf(lead) + 1];
  const joins =
    asked !== "rule" && next?.index === lead.index + 1 && lead.text.endsWith("；") && statesAsked(next.text, asked);
  return joins ? [lead, next] : [lead];
}
