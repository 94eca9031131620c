import { beijingDay, titleKey } from "@taxlearn/core";
import { CASE_TYPES } from "../reference-data/article-types";
import { PROVINCES } from "../reference-data/regions";
import { TOPICS } from "../reference-data/topics";
import type * as schema from "../schema";
import type { generateCatalogue } from "./catalogue.seed";

type Catalogue = ReturnType<typeof generateCatalogue>;
const DAY = 86_400_000;

/** Who a scaled copy of a course is written for: combined with the course's own title and a topic word. */
const AUDIENCES = [
  "制造业企业",
  "外贸企业",
  "商贸企业",
  "建筑企业",
  "高新技术企业",
  "小微企业",
  "集团企业",
  "服务业企业",
];
const EDITIONS = ["基础班", "进阶班", "案例班", "冲刺班", "专题班"];

/**
 * The catalogue's courses, policies and cases again (scale − 1) times, for benchmarks: each copy is a variant of
 * an original (its title combined with an audience, a topic word, an edition or a province), published further back
 * in time (copy k about k × 37 days before its original), so a scaled catalogue reads like years of content.
 * Ids start at 100 000 (courses), 400 000 (policies and cases), clear of every seeded id. A copied policy is a
 * province's guideline in the regulation library too (a register entry without a 文号 of its own, in force from the
 * day it was published), so the library's lists grow with the catalogue as the policy list does.
 */
export function scaledCopies(catalogue: Catalogue, scale: number) {
  const courses: Catalogue["courses"] = [];
  const courseLecturers: Catalogue["courseLecturers"] = [];
  const articles: Catalogue["articles"] = [];
  const policyMetadata: (typeof schema.policyMetadata.$inferInsert)[] = [];
  for (let k = 1; k < scale; k++) {
    const back = (at: Date) => new Date(at.getTime() - k * 37 * DAY);
    catalogue.courses.forEach((course, i) => {
      const id = 100_000 + (k - 1) * catalogue.courses.length + i;
      const topic = TOPICS.find((t) => t.categoryId === course.categoryId)!;
      const word = topic.tags[(i + k) % topic.tags.length]!;
      const audience = AUDIENCES[(i * 3 + k) % AUDIENCES.length]!;
      const edition = EDITIONS[(i + k * 7) % EDITIONS.length]!;
      const title = `${audience}${course.title}（${word}${edition}）`;
      courses.push({
        ...course,
        id,
        title,
        productInfo: `面向${audience}，${course.productInfo}`,
        // a copy has no lectures of its own (benchmarks read lists, search and details, not the player), so its page
        // claims none
        lessonCount: 0,
        durationMinutes: 0,
        browse: Math.max(50, Math.floor(course.browse / (k + 1))),
        courseUpdateTime: back(course.courseUpdateTime),
        createdAt: back(course.createdAt),
        updatedAt: back(course.updatedAt),
      });
      for (const link of catalogue.courseLecturers.filter((l) => l.courseId === course.id)) {
        courseLecturers.push({ ...link, courseId: id });
      }
    });
    catalogue.articles.forEach((article, i) => {
      const id = 400_000 + (k - 1) * catalogue.articles.length + i;
      const province = PROVINCES[(i + k) % PROVINCES.length]!;
      const title = article.title.startsWith(province.name)
        ? article.title
        : `${province.name}${k % 2 === 0 ? "执行口径" : "实务指引"}：${article.title}`;
      articles.push({
        ...article,
        id,
        title,
        contentPath: article.contentPath.replace(String(article.id), String(id)),
        provinceId: province.id,
        browse: Math.max(50, Math.floor(article.browse / (k + 1))),
        publishedAt: back(article.publishedAt),
      });
      if (!(CASE_TYPES as readonly number[]).includes(article.type)) {
        const day = beijingDay(back(article.publishedAt));
        policyMetadata.push({
          articleId: id,
          docNumber: "",
          docNumberKey: null,
          titleKey: titleKey(title),
          issuers: [`${province.name}税务局`],
          issuedOn: day,
          effectiveFrom: day,
          region: province.name,
        });
      }
    });
  }
  return { courses, courseLecturers, articles, policyMetadata };
}
