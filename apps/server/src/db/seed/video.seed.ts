import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isFree, PRODUCT_TYPES } from "@taxlearn/core";
import type { Database } from "../database";
import { VIDEO_MEDIA_URL } from "../reference-data/media";
import { TOPICS } from "../reference-data/topics";
import { interactionEvents, lectureFiles, lectureMedia } from "../schema/video";

interface MediaManifest {
  readonly lectures: ReadonlyArray<{ id: string; title: string; durationSeconds: number; encrypted: boolean }>;
}

const readJson = <T>(relative: string): T =>
  JSON.parse(readFileSync(fileURLToPath(new URL(relative, import.meta.url)), "utf8")) as T;

/** The produced media (scripts/make-sample-media.sh) and their keys, which live outside the served folder. */
export const sampleMedia = () => {
  const manifest = readJson<MediaManifest>("../../../media/video/manifest.json");
  const keys = readJson<Record<string, { keyHex: string }>>("../../features/video/sample-media-keys.json");
  return manifest.lectures.map((m) => ({
    id: m.id,
    durationSeconds: m.durationSeconds,
    encrypted: m.encrypted,
    keyHex: m.encrypted ? (keys[m.id]?.keyHex ?? null) : null,
  }));
};

/** The subjects a recorded course's lectures go through, in order, once per round. */
export const LECTURE_SUBJECTS = [
  "政策背景与适用范围",
  "核心概念与计算方法",
  "申报流程实操",
  "常见问题与风险提示",
  "典型案例复盘",
  "要点回顾与答疑",
] as const;
export type LectureSubject = (typeof LECTURE_SUBJECTS)[number];
/** A micro-course's one lecture explains one point. */
const MICRO_SUBJECT: LectureSubject = "核心概念与计算方法";
const CHAPTER_NAMES = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const LECTURES_PER_CHAPTER = 4;

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

interface SeedCourse {
  readonly id: number;
  readonly title: string;
  readonly price: string;
  readonly lessonCount: number;
  readonly productType: number;
  readonly categoryId: number;
}

/** What lecture `sort` (from 1) of a course is about: the subjects in turn, a micro-course's one point. */
export const lectureSubjectOf = (course: Pick<SeedCourse, "productType">, sort: number): LectureSubject =>
  course.productType === PRODUCT_TYPES.micro ? MICRO_SUBJECT : LECTURE_SUBJECTS[(sort - 1) % LECTURE_SUBJECTS.length]!;

/**
 * A lecture's title, belonging to its course and never repeated within it: a micro-course's one lecture is named
 * after the course; a longer course goes through the subjects once plainly, then round by round with one of its
 * topic's keywords in front (第7讲 免抵退：政策背景与适用范围).
 */
function lectureTitleOf(course: SeedCourse, sort: number): string {
  if (course.productType === PRODUCT_TYPES.micro) return `第1讲 ${course.title}`;
  const subject = lectureSubjectOf(course, sort);
  const round = Math.floor((sort - 1) / LECTURE_SUBJECTS.length);
  if (round === 0) return `第${sort}讲 ${subject}`;
  const tags = TOPICS.find((t) => t.categoryId === course.categoryId)?.tags ?? [];
  const focus = tags.length > 0 ? tags[round % tags.length] : `专题${round}`;
  return `第${sort}讲 ${focus}：${subject}`;
}

type SampleMedia = ReturnType<typeof sampleMedia>[number];

/**
 * The sample media a course's lectures play, in order (its lessonCount of them): free courses play the clear ones,
 * paid courses the encrypted ones. The catalogue seed sums their lengths into the course's minutes.
 */
export function lectureMediaOf(
  course: Pick<SeedCourse, "price" | "lessonCount">,
  media: ReadonlyArray<SampleMedia>,
): SampleMedia[] {
  const pool = media.filter((m) => m.encrypted === !isFree(course.price));
  return Array.from({ length: course.lessonCount }, (_, i) => pool[i % pool.length]!);
}

/** Lecture files for every course (its lessonCount, in chapters of four), playing lectureMediaOf(course). */
export function videoSeedRows(courses: ReadonlyArray<SeedCourse>) {
  const media = sampleMedia();
  const files = courses.flatMap((course) =>
    lectureMediaOf(course, media).map((played, i) => ({
      id: course.id * 100 + i + 1,
      courseId: course.id,
      chapterTitle: `第${CHAPTER_NAMES[Math.floor(i / LECTURES_PER_CHAPTER)] ?? Math.floor(i / LECTURES_PER_CHAPTER) + 1}章`,
      title: lectureTitleOf(course, i + 1),
      sort: i + 1,
      mediaId: played.id,
    })),
  );
  const events = media.flatMap((m, i) => eventsOf(m.id, i, m.durationSeconds));
  return { media, files, events };
}

export async function seedVideo(db: Database, courses: ReadonlyArray<SeedCourse>): Promise<void> {
  const { media, files, events } = videoSeedRows(courses);
  await db.insert(lectureMedia).values(media);
  for (let i = 0; i < files.length; i += 200) await db.insert(lectureFiles).values(files.slice(i, i + 200));
  await db.insert(interactionEvents).values(events);
}
