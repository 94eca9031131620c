/**
 * `pnpm --filter @taxlearn/server make:seed-images`
 * Draws the seeded demo images as SVG files into apps/server/media (served at /media): course covers, lecturer
 * avatars, live, course-list (课单), hearing, themed-collection and policy images, and the organisations' logos.
 * Every title is read from the seed modules, so the pictures match the data; the output is deterministic (no clock,
 * no randomness, no network), so re-running it after a seed change only touches the files that changed.
 *
 * Boxes (packages/ui): CourseCard and LiveCell show 16:9 (270×152, 256×144), the home carousel crops the series
 * covers to 1200×360 (only the middle band of a 16:9 cover stays visible, so titles sit there), LecturerList shows a
 * circle, the main nav shows a logo 40px high. Top corners of covers stay calm: the cards lay badges over them.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type CourseProductType, PRODUCT_TYPES } from "@taxlearn/core";
import { POLICY_TYPE_NAMES } from "../src/db/reference-data/article-types";
import { TOPICS } from "../src/db/reference-data/topics";
import { generateCatalogue } from "../src/db/seed/catalogue.seed";
import { SEED_IMAGE_FOLDERS, SEED_MEDIA_URL, seedImageUrl } from "../src/db/seed/media.seed";
import { ORGANISATIONS } from "../src/db/seed/organisations.seed";
import { LECTURERS, TOPIC_LECTURERS } from "../src/db/seed/topics.seed";

import { avatar, cover, ORG_PALETTES, orgLogo, policyFigure } from "./seed-images/drawings";
import { paletteOf, topicByName } from "./seed-images/palette";

// ---------------------------------------------------------------------------------------------------------------
// The seed's images, by URL.

const mediaDir = resolve(process.env.MEDIA_DIR ?? fileURLToPath(new URL("../media", import.meta.url)));
// Titles do not depend on the seeding date; a fixed one keeps the run deterministic.
const catalogue = generateCatalogue(new Date("2026-01-01T00:00:00Z"));
const images = new Map<string, string>();
const add = (url: string, content: string) => {
  if (!url.startsWith(`${SEED_MEDIA_URL}/`)) throw new Error(`not a seed media URL: ${url}`);
  images.set(url, content);
};

const topicOf = (categoryId: number) => TOPICS.find((t) => t.categoryId === categoryId)!;
const KIND_NAMES: Record<CourseProductType, string> = {
  [PRODUCT_TYPES.recorded]: "精品课",
  [PRODUCT_TYPES.micro]: "微课",
  [PRODUCT_TYPES.series]: "系列课",
};

for (const [i, course] of catalogue.courses.entries()) {
  const topic = topicOf(course.categoryId);
  const lecturerIds = catalogue.courseLecturers.filter((cl) => cl.courseId === course.id).map((cl) => cl.lecturerId);
  const lecturer = LECTURERS.find((l) => l.id === lecturerIds[0])?.nickname;
  const series = course.productType === PRODUCT_TYPES.series;
  add(
    course.image,
    cover({
      palette: paletteOf(course.categoryId),
      title: course.title,
      label: series
        ? "系统学习 · 循序进阶"
        : `${topic.name} · ${KIND_NAMES[course.productType]}${course.productType === PRODUCT_TYPES.micro ? "" : ` · ${course.lessonCount}讲`}`,
      byline: lecturer ? `主讲 ${lecturer}${lecturerIds.length > 1 ? " 等" : ""}` : undefined,
      watermark: [...topic.name][0]!,
      variant: i,
      gold: series ? { subtitle: `系列课 · ${topic.name} · 共${course.lessonCount}讲` } : undefined,
    }),
  );
}

for (const lecturer of catalogue.lecturers) {
  const lead = Object.entries(TOPIC_LECTURERS).find(([, ids]) => ids[0] === lecturer.id)?.[0];
  add(lecturer.avatar, avatar(lecturer.nickname, paletteOf(lead === undefined ? undefined : Number(lead))));
}

for (const [i, live] of catalogue.lives.entries()) {
  const [topicName = "", subject = live.title] = live.title.split("：");
  const topic = topicByName(topicName);
  add(
    live.image,
    cover({
      palette: paletteOf(topic?.categoryId),
      title: subject,
      // LiveCell lays its status tag over the top left and the special logo over the bottom right.
      label: `${topic?.name ?? topicName} · 直播课堂 · 主讲 ${live.lecturerName}`,
      watermark: "播",
      variant: i + 1,
      tag: { text: "LIVE", fill: "rgba(0,0,0,0.32)", dot: "#ff5a4f" },
    }),
  );
}

for (const [i, kedan] of catalogue.kedans.entries()) {
  const firstCourse = catalogue.courses.find((c) => c.id === kedan.courseIds[0]);
  add(
    kedan.cover,
    cover({
      palette: paletteOf(firstCourse?.categoryId),
      title: kedan.title,
      label: `适合 ${kedan.audience}`,
      byline: `${kedan.courseIds.length}门课程`,
      watermark: "单",
      variant: i + 1,
      tag: { text: "课单", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const [i, hearing] of catalogue.hearings.entries()) {
  const [head = "", subject = hearing.title] = hearing.title.split("：");
  const topic = topicByName(head);
  add(
    hearing.cover,
    cover({
      palette: paletteOf(topic?.categoryId),
      title: subject,
      label: head,
      byline: `嘉宾 ${hearing.speaker}`,
      watermark: "议",
      variant: i + 2,
      tag: { text: "政策听证", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const [i, file] of catalogue.customFiles.entries()) {
  const firstCourse = catalogue.courses.find((c) => c.id === file.courseIds[0]);
  add(
    file.cover,
    cover({
      palette: paletteOf(firstCourse?.categoryId),
      title: file.title,
      label: file.theme,
      byline: `${file.courseIds.length}门配套课程`,
      watermark: [...file.theme][0]!,
      variant: i,
      tag: { text: "专题资料", fill: "rgba(255,255,255,0.2)" },
    }),
  );
}

for (const article of catalogue.articles) {
  const url = seedImageUrl.policyFigure(article.id);
  if (!article.contentHtml.includes(url)) continue;
  const topic = TOPICS.find((t) => t.tags.join(",") === article.keyword);
  add(
    url,
    policyFigure({
      title: article.title,
      typeName: POLICY_TYPE_NAMES[article.type] ?? "政策",
      docNumber: article.docNumber,
      source: article.source,
      tags: article.tags,
      palette: paletteOf(topic?.categoryId),
    }),
  );
}

for (const [i, org] of ORGANISATIONS.entries()) {
  const p = ORG_PALETTES[i % ORG_PALETTES.length]!;
  if (org.config.logo) add(org.config.logo, orgLogo(org.name, org.platformCode, p, false));
  if (org.config.logoPc) add(org.config.logoPc, orgLogo(org.name, org.platformCode, p, true));
}

// Start clean so renamed or removed seed items leave no stale files (only the image folders; never the video one).
for (const folder of SEED_IMAGE_FOLDERS) rmSync(join(mediaDir, folder), { recursive: true, force: true });
let bytes = 0;
for (const [url, content] of [...images].sort(([a], [b]) => a.localeCompare(b))) {
  const file = join(mediaDir, url.slice(SEED_MEDIA_URL.length + 1));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  bytes += Buffer.byteLength(content);
}
console.log(`wrote ${images.size} images (${(bytes / 1024).toFixed(0)} KB) to ${mediaDir}`);
