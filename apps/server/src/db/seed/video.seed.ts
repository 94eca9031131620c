import { randomBytes } from "node:crypto";
import { isFree } from "@taxlearn/core";
import { narrationLength } from "../../features/video/sample-lectures/narration-timeline";
import type { Database } from "../database";
import { VIDEO_MEDIA_URL } from "../reference-data/media";
import { interactionEvents, lectureFiles, lectureMedia } from "../schema/video";
import { LECTURE_SUBJECTS, lectureFileRows, lectureSubjectOf, type SeedCourse } from "./lecture-files.seed";
import { lecturePassages } from "./lecture-transcripts.seed";

export { LECTURE_SUBJECTS, lectureSubjectOf };

/**
 * The media id of a seeded lecture file's own video, generated from its title and transcript on first play
 * (features/video/sample-lectures): never shared, so what a lecture shows and says is its own.
 */
export const sampleMediaId = (fileId: number) => `sample-${fileId}`;

/**
 * spec §3 interaction events of one media: every type, two that interrupt, two with a jump link. A card showing
 * blocks the next one, so each closes (or pauses the video) before the next is due.
 */
function eventsOf(mediaId: string, mediaIndex: number, durationSeconds: number) {
  const base = (mediaIndex + 1) * 100;
  const clip = (name: string) => `${VIDEO_MEDIA_URL}/clips/${name}.mp4`;
  const image = (name: string) => `${VIDEO_MEDIA_URL}/cards/${name}.png`;
  const row = (
    n: number,
    fields: { type: number; pointTime: number; timeout: number; isInterrupt?: number } & Partial<
      Record<"content" | "answer" | "animationUrl" | "configure", string>
    >,
  ) => ({
    id: base + n,
    mediaId,
    isInterrupt: 0,
    content: "",
    answer: "",
    animationUrl: "",
    configure: "",
    ...fields,
  });
  const cards = ["key-point", "formula", "deadline"];
  return [
    row(1, { type: 5, pointTime: 0, timeout: 0, animationUrl: clip("opening") }),
    row(2, {
      type: 1,
      pointTime: 3,
      timeout: 2,
      content: "重点提示",
      animationUrl: image(cards[mediaIndex % cards.length]!),
      configure: JSON.stringify({ posX: 0.52, posY: 0.06, posW: 0.42, posH: 0.2, special: 0 }),
    }),
    row(3, {
      type: 2,
      pointTime: 6,
      timeout: 2,
      content: "笔记：先判断业务是否属于征税范围，再确定适用税率或征收率。",
      configure: JSON.stringify({ htmlRouter: "/policy", jumpText: "查看相关政策" }),
    }),
    row(4, {
      type: 3,
      pointTime: 9,
      timeout: 8,
      isInterrupt: 1,
      content: "思考：小规模纳税人可以抵扣进项税额吗？",
      answer: "不可以。小规模纳税人适用简易计税方法，不得抵扣进项税额。",
    }),
    row(5, {
      type: 7,
      pointTime: 13,
      timeout: 2,
      content: "问：发票丢失后还能申报抵扣吗？",
      answer: "答：取得对方加盖发票专用章的记账联复印件等资料后，可按规定申报抵扣。",
    }),
    row(6, {
      type: 8,
      pointTime: 16,
      timeout: 3,
      content: "本节内容依据现行有效的增值税相关规定整理。",
      configure: JSON.stringify({ htmlRouter: "/casebook" }),
    }),
    row(7, {
      type: 9,
      pointTime: 20,
      timeout: 30,
      isInterrupt: 1,
      content: "出口企业申报免抵退税时，适用的退税率由哪一方确定？",
      answer: JSON.stringify({
        answer1: "企业自行选择",
        answer2: "按国家规定的出口退税率",
        isTrue: 1,
        analysis: "出口退税率由国家统一规定，企业不能自行选择；申报时按商品编码对应的退税率计算。",
      }),
    }),
    row(8, { type: 6, pointTime: Math.floor(durationSeconds), timeout: 0, animationUrl: clip("closing") }),
  ];
}

/**
 * Lecture files for every course (its lessonCount, in chapters of four), each playing its own media as long as its
 * narration (narration-timeline.ts); paid courses' media are encrypted. The catalogue seed sums these lengths into
 * each course's minutes, as the console's course length does (core courseLength).
 */
export function videoSeedRows(courses: ReadonlyArray<SeedCourse>) {
  const priceOf = new Map(courses.map((c) => [c.id, c.price]));
  const passagesOf = new Map<number, { startSeconds: number; text: string }[]>();
  for (const p of lecturePassages(courses)) {
    const list = passagesOf.get(p.lectureFileId) ?? [];
    list.push(p);
    passagesOf.set(p.lectureFileId, list);
  }
  const files = lectureFileRows(courses).map((file) => ({ ...file, mediaId: sampleMediaId(file.id) }));
  const media = files.map((file) => ({
    id: file.mediaId,
    durationSeconds: narrationLength(passagesOf.get(file.id) ?? []),
    encrypted: !isFree(priceOf.get(file.courseId)!),
  }));
  // the interaction cards are shown on each course's first lecture (where a learner meets them), which keeps the
  // seed, and so a first start, light
  const carded = files.filter((f) => f.sort === 1).map((f) => media.find((m) => m.id === f.mediaId)!);
  const events = carded.flatMap((m, i) => eventsOf(m.id, i, m.durationSeconds));
  return { media, files, events };
}

/** Each course's lecture lengths in seconds, in lecture order. */
export function lectureSecondsByCourse(courses: ReadonlyArray<SeedCourse>): Map<number, number[]> {
  const { media, files } = videoSeedRows(courses);
  const seconds = new Map(media.map((m) => [m.id, m.durationSeconds]));
  const byCourse = new Map<number, number[]>(courses.map((c) => [c.id, []]));
  for (const file of files) byCourse.get(file.courseId)!.push(seconds.get(file.mediaId)!);
  return byCourse;
}

export async function seedVideo(db: Database, courses: ReadonlyArray<SeedCourse>): Promise<void> {
  const { media, files, events } = videoSeedRows(courses);
  // each database has keys of its own: the generated segments are encrypted with them on first play
  const keyed = media.map((m) => ({ ...m, keyHex: m.encrypted ? randomBytes(16).toString("hex") : null }));
  for (let i = 0; i < keyed.length; i += 200) await db.insert(lectureMedia).values(keyed.slice(i, i + 200));
  for (let i = 0; i < files.length; i += 200) await db.insert(lectureFiles).values(files.slice(i, i + 200));
  for (let i = 0; i < events.length; i += 500) await db.insert(interactionEvents).values(events.slice(i, i + 500));
}
