import type { SearchDocument } from "../../features/search/search-index";
import type { Database } from "../database";
import { articles } from "../schema";
import { KNOWLEDGE_CASES } from "./knowledge-cases.seed";
import { KNOWLEDGE_POLICIES, type KnowledgeArticle } from "./knowledge-policies.seed";

const DAY = 86_400_000;
const ALL = [...KNOWLEDGE_POLICIES, ...KNOWLEDGE_CASES];
const isCase = (a: KnowledgeArticle) => a.type >= 25;

const paragraphs = (texts: readonly string[]) => texts.map((p) => `<p>${p}</p>`).join("");

/** The article's rich text, laid out like the generated ones: cases and interpretations in headed sections. */
function articleHtml(a: KnowledgeArticle): string {
  if (isCase(a)) {
    const [facts, ...rest] = a.paragraphs;
    const lesson = rest.at(-1)!;
    return (
      `<h3>案情简介</h3>${paragraphs([facts!])}<h3>${a.type === 26 ? "裁判要旨" : "处理结果"}</h3>${paragraphs(rest.slice(0, -1))}` +
      `<h3>案例启示</h3>${paragraphs([lesson.replace(/^案例启示：/, "")])}`
    );
  }
  if (a.type === 3) {
    return (
      `<h3>一、政策要点</h3>${paragraphs(a.paragraphs)}` +
      "<h3>二、执行口径</h3><p>纳税人在执行中遇到问题，可向主管税务机关咨询，或拨打12366纳税服务热线。</p>"
    );
  }
  return `${paragraphs(a.paragraphs)}<p>本公告自发布之日起施行。</p>${a.docNumber ? `<p><strong>${a.docNumber}</strong></p>` : ""}`;
}

/** The policy and case rows of the assistant's knowledge (same shape as the generated articles). */
export function knowledgeArticleRows(now: Date) {
  return ALL.map((a, i) => ({
    id: a.id,
    type: a.type,
    title: a.title,
    summary: a.paragraphs[0]!.slice(0, 80),
    contentHtml: articleHtml(a),
    contentPath: `/richtext/${isCase(a) ? "case" : "news"}/${a.id}.html`,
    source: a.source,
    docNumber: a.docNumber,
    keyword: a.tags.join(","),
    tags: [...a.tags],
    categoryId: (isCase(a) ? 300 : 200) + a.type,
    provinceId: null,
    browse: 800 + ((a.id * 37) % 9000),
    // written for the sample data set, 文号 and all: readers see the 示例内容 mark
    isSample: true,
    // a document with a 文号 is published the day it was issued; the others a few days apart before the seed's day
    publishedAt: a.issuedOn ? new Date(`${a.issuedOn}T10:00:00+08:00`) : new Date(now.getTime() - (3 + i * 5) * DAY),
  }));
}

/** Their search documents (the site search and the assistant's retriever read the same index). */
export function knowledgeSearchDocuments(now: Date): SearchDocument[] {
  return knowledgeArticleRows(now).map((row, i) => ({
    kind: isCase(ALL[i]!) ? ("case" as const) : ("policy" as const),
    refId: row.id,
    title: row.title,
    body: ALL[i]!.paragraphs.join(""),
    categoryId: row.categoryId,
    productType: null,
    publishedAt: row.publishedAt,
  }));
}

/** Inserts the knowledge articles (their lectures' transcripts are in lecture-transcripts.seed.ts). */
export async function seedKnowledge(db: Database, now: Date): Promise<void> {
  await db.insert(articles).values(knowledgeArticleRows(now));
}
