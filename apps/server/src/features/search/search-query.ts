import { synonymsOf } from "@taxlearn/core";
import { DICTIONARY, type QueryRun, rememberedByRun, runsOf } from "./chinese-terms";

/** At most this many spellings of one query are searched (each synonym multiplies them). */
export const MAX_QUERY_VARIANTS = 16;

export interface ParsedQuery {
  /** Alternative term sets (the query and its synonym spellings); a document matches when it holds every term of one. */
  readonly variants: readonly (readonly string[])[];
  /** Literal strings to highlight: the query's words, their synonyms, and the bigrams of text outside the dictionary. */
  readonly needles: readonly string[];
  /** The query's words joined, without spaces or punctuation ("" means nothing searchable). */
  readonly phrase: string;
}

const MAX_WORD = Math.max(...[...DICTIONARY].map((w) => w.length));

/**
 * A Chinese run cut into dictionary words (longest first, from the left) and the stretches between them. Every
 * dictionary word inside a text is indexed ("w:", overlaps included), so a text containing the run contains each word.
 */
export function segmentsOf(run: string): { text: string; word: boolean }[] {
  const segments: { text: string; word: boolean }[] = [];
  let loose = "";
  let i = 0;
  while (i < run.length) {
    let word = "";
    for (let len = Math.min(MAX_WORD, run.length - i); len >= 2 && !word; len--) {
      if (DICTIONARY.has(run.slice(i, i + len))) word = run.slice(i, i + len);
    }
    if (!word) {
      loose += run[i];
      i += 1;
      continue;
    }
    if (loose) segments.push({ text: loose, word: false });
    loose = "";
    segments.push({ text: word, word: true });
    i += word.length;
  }
  if (loose) segments.push({ text: loose, word: false });
  return segments;
}

const bigrams = (text: string): string[] => Array.from({ length: text.length - 1 }, (_, i) => text.slice(i, i + 2));

/** The index terms a text must hold to contain this Chinese segment. */
const cjkTerms = (segment: { text: string; word: boolean }): string[] =>
  segment.word
    ? [`w:${segment.text}`]
    : segment.text.length === 1
      ? [`c:${segment.text}`]
      : bigrams(segment.text).map((b) => `b:${b}`);

/** The terms of one spelling of a query word (a synonym may be Latin, e.g. vat, or several Chinese words). */
const spellingTerms = (spelling: string): string[] =>
  runsOf(spelling).flatMap((run) => (run.cjk ? segmentsOf(run.text).flatMap(cjkTerms) : [`l:${run.text}`]));

/** One unit of a query (a dictionary word, or a stretch between words): the term sets that may spell it. */
interface Unit {
  /** The terms of the unit as written. */
  readonly own: readonly string[];
  /** `own` first, then the terms of each synonym spelling. */
  readonly alternatives: readonly (readonly string[])[];
}

/** What one run of a query contributes: its units and the strings they highlight. */
interface ParsedRun {
  readonly units: readonly Unit[];
  readonly needles: readonly string[];
}

const parseRun = (run: QueryRun): ParsedRun => {
  const units: Unit[] = [];
  const needles: string[] = [];
  for (const unit of run.cjk ? segmentsOf(run.text) : [{ text: run.text, word: true }]) {
    const spellings = unit.word ? synonymsOf(unit.text) : [unit.text];
    needles.push(...spellings);
    if (!unit.word) needles.push(...bigrams(unit.text));
    const own = run.cjk ? cjkTerms(unit) : [`l:${unit.text}`];
    units.push({ own, alternatives: [own, ...spellings.slice(1).map(spellingTerms)] });
  }
  return { units, needles };
};

const parsedRunOf = rememberedByRun(parseRun);

/**
 * A query cut the way documents are indexed, each word with its tax synonyms (core TAX_SYNONYM_GROUPS): 个税 matches
 * what 个人所得税 matches. Words are required (AND); synonyms are alternatives (OR), up to MAX_QUERY_VARIANTS.
 */
export function parseQuery(text: string): ParsedQuery {
  const runs = runsOf(text);
  const needles = new Set<string>();
  let variants: string[][] = [[]];
  for (const run of runs) {
    const parsed = parsedRunOf(run);
    for (const needle of parsed.needles) needles.add(needle);
    for (const { own, alternatives } of parsed.units) {
      variants =
        variants.length * alternatives.length > MAX_QUERY_VARIANTS
          ? variants.map((v) => [...v, ...own])
          : variants.flatMap((v) => alternatives.map((a) => [...v, ...a]));
    }
  }
  const phrase = runs.map((r) => r.text).join("");
  return {
    variants: phrase === "" ? [] : variants.map((v) => [...new Set(v)].sort()),
    needles: [...needles],
    phrase,
  };
}

/** The same variants restricted to the title (the title's terms are indexed again with a "t" prefix). */
export const inTitle = (variants: ParsedQuery["variants"]): string[][] => variants.map((v) => v.map((t) => `t${t}`));
