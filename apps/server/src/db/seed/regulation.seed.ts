import { beijingDay, docNumberKey, findCitationsInHtml, titleKey } from "@taxlearn/core";
import { sanitizeRichText } from "../../features/catalogue/rich-text";
import type { Database } from "../database";
import { ARTICLE_TYPES, CASE_TYPES } from "../reference-data/article-types";
import { PROVINCES } from "../reference-data/regions";
import { TOPICS } from "../reference-data/topics";
import * as schema from "../schema";
import type { generateCatalogue } from "./catalogue.seed";

type Catalogue = ReturnType<typeof generateCatalogue>;
type ArticleSeed = Catalogue["articles"][number];

const DAY = 86_400_000;

/** One end of a chain: a real document on the days it was really issued and took effect (Beijing days). */
interface HeldDocument {
  readonly title: string;
  readonly doc: string;
  readonly issuers: readonly string[];
  readonly issued: string;
  readonly effective: string;
}
/** A document dated relative to the seed's clock, numbered in the year it is issued. */
interface RecentDocument {
  readonly title: string;
  readonly doc: (year: string) => string;
  readonly issuers: readonly string[];
  readonly issuedDaysAgo: number;
  readonly effectiveDaysAgo: number;
}

/**
 * Real-shaped amendment and repeal chains among the seeded policies (titles of reference-data/topics), with the
 * 文号 and dates those documents really carry where the library holds them, so a 文号's year is the year it was
 * issued; the announced amendment is dated relative to the seed's clock so that it stays 尚未生效 on first start.
 */
const CHAINS: readonly {
  kind: "repeals" | "amends";
  from: HeldDocument | RecentDocument;
  to: HeldDocument;
  note: string;
}[] = [
  {
    kind: "repeals",
    from: {
      title: "关于明确增值税小规模纳税人减免增值税等政策的公告",
      doc: "财政部 税务总局公告2023年第1号",
      issuers: ["财政部", "国家税务总局"],
      issued: "2023-01-09",
      effective: "2023-01-09",
    },
    to: {
      title: "关于增值税小规模纳税人减免增值税政策的公告",
      doc: "财政部 税务总局公告2022年第15号",
      issuers: ["财政部", "国家税务总局"],
      issued: "2022-03-24",
      effective: "2022-04-01",
    },
    note: "全文废止",
  },
  {
    kind: "amends",
    from: {
      title: "关于进一步便利出口退税办理 促进外贸平稳发展有关事项的公告",
      doc: "国家税务总局公告2022年第9号",
      issuers: ["国家税务总局"],
      issued: "2022-04-29",
      effective: "2022-06-21",
    },
    to: {
      title: "出口货物劳务增值税和消费税管理办法",
      doc: "国家税务总局公告2012年第24号",
      issuers: ["国家税务总局"],
      issued: "2012-06-14",
      effective: "2012-07-01",
    },
    note: "第八条第（二）项、第十条第（二）项废止",
  },
  {
    kind: "amends",
    from: {
      title: "关于提高个人所得税有关专项附加扣除标准的通知",
      doc: "国发〔2023〕13号",
      issuers: ["国务院"],
      issued: "2023-08-28",
      effective: "2023-08-28",
    },
    to: {
      title: "个人所得税专项附加扣除操作办法",
      doc: "国家税务总局公告2022年第7号",
      issuers: ["国家税务总局"],
      issued: "2022-03-25",
      effective: "2022-03-25",
    },
    note: "第五条、第七条所列扣除标准停止执行",
  },
  {
    // announced, not yet in force: the amended rule stays 全文有效 until the day comes
    kind: "amends",
    from: {
      title: "关于发布第三批税务行政处罚首违不罚事项清单的公告",
      doc: (year) => `国家税务总局公告${year}年第31号`,
      issuers: ["国家税务总局"],
      issuedDaysAgo: 10,
      effectiveDaysAgo: -20,
    },
    to: {
      title: "税务行政处罚裁量权行使规则",
      doc: "国家税务总局公告2016年第78号",
      issuers: ["国家税务总局"],
      issued: "2016-11-30",
      effective: "2017-01-01",
    },
    note: "第十四条增列首违不罚事项",
  },
];

/** An announcement the seeded texts cite that the library does not hold (shown by `regulation:citations`). */
const UNHELD_CITATION = "财税〔2012〕39号";

export interface RegulationSeed {
  readonly metadata: (typeof schema.policyMetadata.$inferInsert)[];
  readonly relations: (typeof schema.policyRelations.$inferInsert)[];
}

/** 2026-12-09 → 2026年12月9日, as a document writes its own dates. */
const chineseDate = (day: string) => {
  const [y, m, d] = day.split("-");
  return `${y}年${Number(m)}月${Number(d)}日`;
};
const isCase = (type: number) => (CASE_TYPES as readonly number[]).includes(type);
/** The topic sharing the most tags with a case (its own subjects: reference-data/topics.ts). */
const topicOf = (tags: readonly string[]) =>
  TOPICS.reduce((best, t) => {
    const shared = (topic: (typeof TOPICS)[number]) => topic.tags.filter((tag) => tags.includes(tag)).length;
    return shared(t) > shared(best) ? t : best;
  }, TOPICS[0]!);
const beforeSignature = (html: string, paragraph: string) => {
  const at = html.lastIndexOf("<p><strong>");
  return at < 0 ? html + paragraph : html.slice(0, at) + paragraph + html.slice(at);
};

/** The next 文号 of the series a generated policy belongs to (by kind and title), skipping numbers already taken. */
const generatedDocNumber = (
  p: ArticleSeed,
  year: string,
  numberIn: (series: string) => number,
  taken: ReadonlySet<string>,
): [string, readonly string[]] => {
  for (;;) {
    let candidate: [string, readonly string[]];
    if (p.type === ARTICLE_TYPES.law)
      candidate = [`中华人民共和国主席令第${numberIn("law") + 100}号`, ["全国人民代表大会常务委员会"]];
    else if (p.title.endsWith("的通知"))
      candidate = [`财税〔${year}〕${numberIn(`cs${year}`) + 10}号`, ["财政部", "国家税务总局"]];
    else if (/征管|办理|稽查|处罚|发票|办法|规则|规定|意见/.test(p.title))
      candidate = [`国家税务总局公告${year}年第${numberIn(`sat${year}`) + 2}号`, ["国家税务总局"]];
    else candidate = [`财政部 税务总局公告${year}年第${numberIn(`joint${year}`) + 3}号`, ["财政部", "国家税务总局"]];
    const key = docNumberKey(candidate[0]);
    if (key === null || !taken.has(key)) return candidate;
  }
};

/**
 * Gives every seeded policy its 文号, issuers, dates and region, writes the chains into the texts that make them
 * (同时废止 / 第…条废止), and cites each case's and course's policies in their texts (the graph's 适用 / 讲授 edges).
 * Rewrites `catalogue` in place before it is inserted, so the search documents index the final texts.
 */
export function prepareRegulationSeed(
  catalogue: Catalogue,
  now: Date,
  /** 文号 that written articles already carry: the generated ones skip them so that every 文号 stays unique */
  takenDocNumbers: readonly string[] = [],
): RegulationSeed {
  const taken = new Set(takenDocNumbers.map(docNumberKey).filter((key): key is string => key !== null));
  const day = (daysAgo: number) => beijingDay(new Date(now.getTime() - daysAgo * DAY));
  const policies = catalogue.articles.filter((a) => !isCase(a.type));
  const byTitle = new Map(policies.filter((p) => p.type !== ARTICLE_TYPES.interpretation).map((p) => [p.title, p]));
  const counters = new Map<string, number>();
  const numberIn = (series: string) => {
    const n = (counters.get(series) ?? 0) + 1;
    counters.set(series, n);
    return n;
  };
  const fixed = new Map<number, { doc: string; issuers: readonly string[]; issued: string; effective: string }>();
  // the site publishes a document on the day it is issued (at ten in the morning, Beijing time)
  const publishedOn = (beijingDate: string) => new Date(`${beijingDate}T10:00:00+08:00`);
  for (const chain of CHAINS) {
    for (const end of [chain.from, chain.to]) {
      const p = byTitle.get(end.title)!;
      const [issued, effective] =
        "issued" in end ? [end.issued, end.effective] : [day(end.issuedDaysAgo), day(end.effectiveDaysAgo)];
      const doc = typeof end.doc === "string" ? end.doc : end.doc(issued.slice(0, 4));
      p.publishedAt = "issued" in end ? publishedOn(issued) : new Date(now.getTime() - end.issuedDaysAgo * DAY);
      fixed.set(p.id, { doc, issuers: end.issuers, issued, effective });
    }
  }
  // an interpretation comes out after the policy it explains (the day after, when it was generated earlier)
  for (const p of policies) {
    const interpreted = /^政策解读：《(.+)》/.exec(p.title)?.[1];
    const policy = interpreted === undefined ? undefined : byTitle.get(interpreted);
    if (policy && p.publishedAt < policy.publishedAt)
      p.publishedAt = new Date(Math.min(now.getTime(), policy.publishedAt.getTime() + DAY));
  }

  const metadata = policies.map((p) => {
    const issuedOn = beijingDay(p.publishedAt);
    const year = issuedOn.slice(0, 4);
    const own = fixed.get(p.id);
    let docNumber: string;
    let issuers: readonly string[];
    if (own) [docNumber, issuers] = [own.doc, own.issuers];
    else if (p.type === ARTICLE_TYPES.interpretation) [docNumber, issuers] = ["", ["国家税务总局办公厅"]];
    else [docNumber, issuers] = generatedDocNumber(p, year, numberIn, taken);
    // the body is signed with its 文号: keep the signature and the register entry the same
    if (p.docNumber !== "" && docNumber !== "")
      p.contentHtml = p.contentHtml.replace(`<strong>${p.docNumber}</strong>`, `<strong>${docNumber}</strong>`);
    p.docNumber = docNumber;
    // a third of the announcements take effect a month after they are issued (some are still 尚未生效)
    const effectiveFrom =
      own?.effective ??
      (p.type === ARTICLE_TYPES.notice && p.id % 3 === 0
        ? beijingDay(new Date(p.publishedAt.getTime() + 30 * DAY))
        : issuedOn);
    // one that does not take effect on the day it is issued says from which day it does
    if (effectiveFrom !== issuedOn)
      p.contentHtml = p.contentHtml.replace(
        /(<p>本[^<]{1,6}自)(?:发布|公布|印发)之日(起(?:施行|执行|实施)。<\/p>)/,
        (_, head: string, tail: string) => `${head}${chineseDate(effectiveFrom)}${tail}`,
      );
    return {
      articleId: p.id,
      docNumber,
      docNumberKey: docNumber === "" ? null : docNumberKey(docNumber),
      titleKey: titleKey(p.title),
      issuers: [...issuers],
      issuedOn: own?.issued ?? issuedOn,
      effectiveFrom,
      region: PROVINCES.find((r) => r.id === p.provinceId)?.name ?? "全国",
    };
  });

  const relations = CHAINS.map((chain) => {
    const from = byTitle.get(chain.from.title)!;
    const to = byTitle.get(chain.to.title)!;
    const sentence =
      chain.kind === "repeals"
        ? `<p>《${to.title}》（${chain.to.doc}）同时废止。</p>`
        : `<p>《${to.title}》（${chain.to.doc}）${chain.note}。</p>`;
    from.contentHtml = sanitizeRichText(beforeSignature(from.contentHtml, sentence));
    return { fromArticleId: from.id, toArticleId: to.id, kind: chain.kind, note: chain.note };
  });
  const exportRule = byTitle.get("出口货物劳务增值税和消费税管理办法")!;
  exportRule.contentHtml = sanitizeRichText(
    beforeSignature(
      exportRule.contentHtml,
      `<p>出口货物劳务的增值税和消费税政策，按照${UNHELD_CITATION}的规定执行。</p>`,
    ),
  );

  // each case applies, and each course teaches, policies of its topic: cited by title and 文号 in its text
  const heldPolicies = policies.filter((p) => p.type !== ARTICLE_TYPES.interpretation && p.docNumber !== "");
  const ofTopic = (tags: readonly string[]) => {
    const topic = topicOf(tags);
    return heldPolicies.filter((p) => topic.policies.includes(p.title));
  };
  const cite = (p: ArticleSeed) => `《${p.title}》（${p.docNumber}）`;
  for (const c of catalogue.articles.filter((a) => isCase(a.type))) {
    const candidates = ofTopic(c.tags);
    if (candidates.length === 0) continue;
    const policy = candidates[c.id % candidates.length]!;
    c.contentHtml = sanitizeRichText(`${c.contentHtml}<h3>政策依据</h3><p>本案适用${cite(policy)}的有关规定。</p>`);
  }
  for (const course of catalogue.courses) {
    const topic = TOPICS.find((t) => t.categoryId === course.categoryId)!;
    const candidates = ofTopic(topic.tags);
    const taught = [0, 1]
      .map((k) => candidates[(course.id + k) % Math.max(candidates.length, 1)])
      .filter((p) => p !== undefined);
    if (taught.length === 0) continue;
    course.detailHtml = sanitizeRichText(
      `${course.detailHtml}<h3>课程涉及政策</h3><ul>${[...new Set(taught)].map((p) => `<li>${cite(p)}</li>`).join("")}</ul>`,
    );
  }
  return { metadata, relations };
}

const citationRows = (sourceKind: "policy" | "case" | "course", sourceId: number, html: string) => {
  const unique = new Map<string, typeof schema.documentCitations.$inferInsert>();
  for (const c of findCitationsInHtml(html))
    unique.set(`${c.kind}|${c.key}`, { sourceKind, sourceId, kind: c.kind, key: c.key, raw: c.raw });
  return [...unique.values()];
};

/** An article written outside the generated catalogue (the assistant's hand-written knowledge), already inserted. */
export interface WrittenArticle {
  readonly id: number;
  readonly type: number;
  readonly title: string;
  readonly docNumber: string;
  readonly source: string;
  readonly contentHtml: string;
  readonly publishedAt: Date;
}

/** A written policy's register entry: its own 文号 and issuing bodies, in force from the day it was published. */
export const writtenPolicyMetadata = (a: WrittenArticle): typeof schema.policyMetadata.$inferInsert => {
  const issuedOn = beijingDay(a.publishedAt);
  return {
    articleId: a.id,
    docNumber: a.docNumber,
    docNumberKey: a.docNumber === "" ? null : docNumberKey(a.docNumber),
    titleKey: titleKey(a.title),
    issuers: a.source.split(/[\s、]+/).filter(Boolean),
    issuedOn,
    effectiveFrom: issuedOn,
    region: "全国",
  };
};

/**
 * Inserts the register entries, the chains and every seeded text's citations (inside the seed's transaction), after
 * every article, course and written article is in.
 */
export async function seedRegulation(
  db: Database,
  seed: RegulationSeed,
  catalogue: Catalogue,
  written: readonly WrittenArticle[] = [],
): Promise<void> {
  const citations = [
    ...catalogue.articles.flatMap((a) => citationRows(isCase(a.type) ? "case" : "policy", a.id, a.contentHtml)),
    ...catalogue.courses.flatMap((c) => citationRows("course", c.id, c.detailHtml)),
    ...written.flatMap((a) => citationRows(isCase(a.type) ? "case" : "policy", a.id, a.contentHtml)),
  ];
  const metadata = [...seed.metadata, ...written.filter((a) => !isCase(a.type)).map(writtenPolicyMetadata)];
  for (const [table, rows] of [
    [schema.policyMetadata, metadata],
    [schema.policyRelations, seed.relations],
    [schema.documentCitations, citations],
  ] as const) {
    for (let i = 0; i < rows.length; i += 200) await db.insert(table).values(rows.slice(i, i + 200) as never);
  }
}
