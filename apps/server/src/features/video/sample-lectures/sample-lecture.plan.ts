import { captionCues, formatWebVtt } from "@taxlearn/core";
import { narrationLength, narrationSlots, TITLE_CARD_SECONDS, type TimedPassage } from "./narration-timeline";

/** What a seeded lecture's video is made from: its own rows, nothing shared with another lecture. */
export interface SampleLectureSource {
  readonly mediaId: string;
  readonly title: string;
  readonly courseTitle: string;
  readonly passages: readonly TimedPassage[];
  readonly encrypted: boolean;
  readonly keyHex: string | null;
}

/** Characters per line on the 480×270 frame at the slide's font size. */
const LINE_CHARACTERS = 18;
const POINT_LINES = 3;

/** Breaks a text into lines of at most `width` characters (CJK text has no spaces to break at). */
export function wrapText(text: string, width: number, maxLines: number): string {
  const chars = [...text.trim()];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width)
    lines.push(chars.slice(i, i + width).join(""));
  if (chars.length > width * maxLines)
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, width - 1).join("")}…`;
  return lines.join("\n");
}

/** A passage's point on its slide: its first sentence (what the passage is about), at most three lines. */
export const pointOf = (text: string): string => {
  const first = /^[^。！？；]+/.exec(text.trim())?.[0] ?? text;
  return wrapText(first, LINE_CHARACTERS, POINT_LINES);
};

/**
 * Everything drawn and said in one sample lecture: the title card (its course and its own title), one slide per
 * passage with the lecture's title and that passage's point, the narration slots and the WebVTT captions — all from
 * the lecture's own title and transcript, so no lecture can show another's.
 */
export function sampleLecturePlan(source: SampleLectureSource) {
  const durationSeconds = narrationLength(source.passages);
  const slots = narrationSlots(source.passages);
  return {
    durationSeconds,
    titleCard: {
      title: wrapText(source.title, 14, 2),
      courseTitle: wrapText(source.courseTitle, 22, 1),
      until: Math.min(TITLE_CARD_SECONDS, durationSeconds),
    },
    slides: slots.map((slot, i) => ({
      heading: wrapText(source.title, 22, 1),
      point: pointOf(slot.text),
      page: `${i + 1} / ${slots.length}`,
      from: Math.max(slot.from, i === 0 ? TITLE_CARD_SECONDS : slot.from),
      to: slot.to,
    })),
    narration: slots,
    captions: formatWebVtt(captionCues(source.passages, durationSeconds)),
  };
}

export type SampleLecturePlan = ReturnType<typeof sampleLecturePlan>;
