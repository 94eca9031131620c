import { SAMPLE_VIDEO } from "./sample-lectures/sample-lecture.generate";

/** One rendition a lecture really has: its folder (`<definition>/index.m3u8`), its 清晰度 label and its frame size. */
export interface LectureDefinition {
  readonly definition: string;
  readonly label: string;
  readonly width: number;
  readonly height: number;
}

/** The lecture studio's transcodes (lecture-studio/transcode.ts): two renditions. */
const TRANSCODED: readonly LectureDefinition[] = [
  { definition: "360p", label: "标清", width: 640, height: 360 },
  { definition: "540p", label: "高清", width: 960, height: 540 },
];

/**
 * The seeded lectures' generated media: the one small rendition they have (its folder keeps the name 360p), at the
 * size it is drawn at, so a learner is never offered a 高清 that is the same file.
 */
const SAMPLE: readonly LectureDefinition[] = [
  { definition: "360p", label: "标清", width: SAMPLE_VIDEO.width, height: SAMPLE_VIDEO.height },
];

/** The renditions of a lecture's media: generated sample media (`sample-<fileId>`) or an uploaded transcode. */
export const lectureDefinitions = (mediaId: string): readonly LectureDefinition[] =>
  mediaId.startsWith("sample-") ? SAMPLE : TRANSCODED;
