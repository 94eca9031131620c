import { narrationLength, passageStarts, type TimedPassage } from "./narration-timeline";

/** Where a seeded replay is served: generated on first play from its session (sample-lecture.route.ts). */
export const sampleReplayUrl = (liveId: number) => `/media/live-replays/live-${liveId}/index.m3u8`;

/** What the replay of a seeded live session says: its own title and lecturer, nothing of another session. */
export function replayPassages(live: { readonly title: string; readonly lecturerName: string }): TimedPassage[] {
  const texts = [
    `欢迎回看直播「${live.title}」，本场由${live.lecturerName}老师主讲。`,
    `这场直播围绕${live.title}，讲解政策要点和实务操作，并回答了直播中的提问。`,
    "回放可以随时暂停和拖动，有问题欢迎在直播间留言，老师会及时回复。",
  ];
  const starts = passageStarts(texts);
  return texts.map((text, i) => ({ startSeconds: starts[i]!, text }));
}

/** A seeded replay's length: as long as its narration. */
export const replaySeconds = (live: { readonly title: string; readonly lecturerName: string }) =>
  narrationLength(replayPassages(live));
