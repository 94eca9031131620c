import type { WeightedTerms } from "./assistant-retriever";

/**
 * A question's index terms overlap: 个人所得税 is indexed as the word, the word 所得税 inside it and four bigrams.
 * Counted term by term, whatever the question's subject is outweighs everything else it asks. A concept is a
 * dictionary word with every term inside it (or a term inside no word); a text says a concept as much as the
 * heaviest of its terms it contains.
 */
export interface QuestionConcept {
  readonly terms: ReadonlyMap<string, number>;
}

const textOf = (term: string) => term.slice(term.indexOf(":") + 1);

export function conceptsOf(weighted: WeightedTerms): QuestionConcept[] {
  const words = [...weighted.weights.keys()]
    .filter((t) => t.startsWith("w:"))
    .sort((a, b) => textOf(b).length - textOf(a).length);
  const taken = new Set<string>();
  const concepts: QuestionConcept[] = [];
  const texts = words.map(textOf);
  for (const word of words) {
    if (taken.has(word)) continue;
    // a compound of the question's other words (研发费用加计扣除 = 研发费用 + 加计扣除) is those concepts, which a
    // sentence may say apart
    if (
      tiles(
        textOf(word),
        texts.filter((t) => t !== textOf(word)),
      )
    )
      continue;
    const members = new Map<string, number>();
    for (const [term, weight] of weighted.weights) {
      if (taken.has(term) || !textOf(word).includes(textOf(term))) continue;
      members.set(term, weight);
      taken.add(term);
    }
    concepts.push({ terms: members });
  }
  for (const [term, weight] of weighted.weights)
    if (!taken.has(term)) concepts.push({ terms: new Map([[term, weight]]) });
  return concepts;
}

/** Whether a word is two or more of the given words one after another. */
const tiles = (word: string, parts: readonly string[]): boolean => {
  const from = (at: number, count: number): boolean =>
    at === word.length ? count >= 2 : parts.some((p) => word.startsWith(p, at) && from(at + p.length, count + 1));
  return from(0, 0);
};

/** How much of a concept a text's terms say: the weight of the heaviest of its terms among them. */
export const saidOf = (concept: QuestionConcept, said: ReadonlySet<string>): number => {
  let best = 0;
  for (const [term, weight] of concept.terms) if (said.has(term) && weight > best) best = weight;
  return best;
};
