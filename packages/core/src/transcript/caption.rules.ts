/**
 * Lecture captions (WebVTT) from the timed transcript: a passage is stored with the second it starts at only, so
 * its end is derived here, in one place, for the captions endpoint, the player and the search hits alike.
 */

/** A transcript passage as stored: what the lecturer says from `startSeconds` on. */
export interface TranscriptPassage {
  readonly startSeconds: number;
  readonly text: string;
}

/** One caption cue, seconds. */
export interface CaptionCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A passage that starts at (or after) the end of the video still shows for this long. */
export const MIN_CUE_SECONDS = 1;

/**
 * Cues of a lecture: passages in time order, each ending where the next one starts and the last one at the end of
 * the video (at least MIN_CUE_SECONDS after its start). Passages starting at the same second keep the first.
 */
export function captionCues(passages: readonly TranscriptPassage[], durationSeconds: number): CaptionCue[] {
  const sorted = [...passages]
    .filter((p) => Number.isFinite(p.startSeconds) && p.startSeconds >= 0)
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .filter((p, i, all) => i === 0 || all[i - 1]!.startSeconds !== p.startSeconds);
  return sorted.map((p, i) => {
    const next = sorted[i + 1];
    const end = next ? next.startSeconds : Math.max(durationSeconds, p.startSeconds + MIN_CUE_SECONDS);
    return { start: p.startSeconds, end, text: p.text };
  });
}

/** `hh:mm:ss.ttt`, the WebVTT timestamp. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(Math.max(0, seconds) * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor((millis % 3_600_000) / 60_000);
  const s = Math.floor((millis % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(millis % 1000, 3)}`;
}

/**
 * Cue text made safe for WebVTT: `&`, `<` and `>` as character references (so no text becomes a tag, and no
 * `-->` survives to end a timing line), and line breaks folded into spaces (a blank line would end the cue).
 */
export function escapeCueText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\s*[\r\n]+\s*/g, " ")
    .trim();
}

/** A WebVTT file of the cues (numbered identifiers, one cue per passage). */
export function formatWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${escapeCueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.map((b) => `${b}\n\n`).join("")}`;
}

/**
 * The course page opened on a lecture at a second (the player starts there): search hits and the assistant's
 * citations link to it.
 */
export const lectureAtSecondPath = (courseId: number, fileId: number, seconds: number): string =>
  `/course/details?id=${courseId}&lecture=${fileId}&t=${Math.max(0, Math.floor(seconds))}`;
