/**
 * How long a generated sample lecture is, from its transcript alone: each passage is read in its own slot, from its
 * start second to the next passage's start, and the last one for as long as reading it takes. The seed stores this
 * length (so a course's minutes are the sum of what its lectures really play) and the generator cuts the narration
 * to exactly these slots, so the file, its captions and the database agree whatever the speech synthesiser's pace.
 */

/** espeak-ng's Mandarin voice at the generator's rate reads a little over four characters a second. */
export const CHARACTERS_PER_SECOND = 4.2;
/** A breath after each passage. */
const PAUSE_SECONDS = 1;
/** The title card is on screen at least this long, even over a very short narration. */
export const TITLE_CARD_SECONDS = 3;

export interface TimedPassage {
  readonly startSeconds: number;
  readonly text: string;
}

/** The whole seconds a passage takes to read, with its pause. */
export const readingSeconds = (text: string): number =>
  Math.ceil([...text.trim()].length / CHARACTERS_PER_SECOND) + PAUSE_SECONDS;

/** Start seconds for passages read one after another from the start (the generated narrations). */
export function passageStarts(texts: readonly string[]): number[] {
  let at = 0;
  return texts.map((text) => {
    const start = at;
    at += readingSeconds(text);
    return start;
  });
}

/** The lecture's length: the last passage's start plus its reading time (never shorter than the title card). */
export function narrationLength(passages: readonly TimedPassage[]): number {
  if (passages.length === 0) return TITLE_CARD_SECONDS;
  const last = passages.reduce((a, b) => (b.startSeconds >= a.startSeconds ? b : a));
  return Math.max(TITLE_CARD_SECONDS, last.startSeconds + readingSeconds(last.text));
}

/** Each passage's slot [from, to): from its start to the next start, the last to the lecture's end. */
export function narrationSlots(passages: readonly TimedPassage[]) {
  const ordered = [...passages].sort((a, b) => a.startSeconds - b.startSeconds);
  const end = narrationLength(ordered);
  return ordered.map((p, i) => ({ text: p.text, from: p.startSeconds, to: ordered[i + 1]?.startSeconds ?? end }));
}
