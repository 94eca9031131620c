import { count, sql } from "drizzle-orm";
import { hashPassword } from "../../features/accounts/passwords";
import { richTextToPlain } from "../../features/catalogue/rich-text";
import type { SearchDocument, SearchIndex } from "../../features/search/search-index";
import type { Database } from "../database";
import { ARTICLE_TYPES } from "../reference-data/article-types";
import { learningOptionRows } from "../reference-data/learning-options";
import { regionRows } from "../reference-data/regions";
import { VIP_PRODUCTS } from "../reference-data/vip-products";
import * as schema from "../schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, STAFF_ACCOUNTS } from "./accounts.seed";
import { generateCatalogue } from "./catalogue.seed";
import { seedLearnerActivity } from "./centre.seed";
import { contentDraftRows } from "./content-drafts.seed";
import { seedCreditHistory } from "./credits.seed";
import { examQuestionRows } from "./exam-questions.seed";
import { seedForum } from "./forum.seed";
import { seedHelp } from "./help.seed";
import { knowledgeArticleRows, knowledgeSearchDocuments, seedKnowledge } from "./knowledge.seed";
import { seedLectureTranscripts } from "./lecture-transcripts.seed";
import { seedLiveMedia } from "./live-media.seed";
import { generateOrgContent } from "./org-content.seed";
import { seedOrgReports } from "./org-reports.seed";
import { organisationRows } from "./organisations.seed";
import { prepareRegulationSeed, seedRegulation } from "./regulation.seed";
import { scaledCopies } from "./scale.seed";
import { seedVideo } from "./video.seed";
import { seedVipContent } from "./vip-content.seed";

const DAY = 86_400_000;

const insertChunked = async <T extends Record<string, unknown>>(
  db: Database,
  table: Parameters<Database["insert"]>[0],
  rows: T[],
) => {
  for (let i = 0; i < rows.length; i += 100) await db.insert(table).values(rows.slice(i, i + 100) as never);
};

/** The search index writing through the given database handle (the seed passes its transaction). */
export type SearchIndexOn = (db: Database) => SearchIndex;

/**
 * Seeds the demo data on first start (an empty organisations table); returns whether it did.
 * Content and search documents are written in one transaction: a crash part-way leaves an empty database that the
 * next start seeds again, never content without its search documents (the seed only runs on an empty database,
 * so nothing would fill them later).
 */
export async function seedIfEmpty(
  db: Database,
  searchIndexOn: SearchIndexOn,
  now: Date,
  /** SEED_SCALE: the catalogue's courses, policies and cases this many times over (scale.seed.ts), for benchmarks. */
  scale = 1,
): Promise<boolean> {
  const existing = await db.select({ n: count() }).from(schema.organisations);
  if ((existing[0]?.n ?? 0) > 0) return false;

  const catalogue = generateCatalogue(now);
  const regulation = prepareRegulationSeed(
    catalogue,
    now,
    knowledgeArticleRows(now).map((a) => a.docNumber),
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const copies = scaledCopies(catalogue, scale);
  const documents: SearchDocument[] = [
    ...[...catalogue.courses, ...copies.courses].map((c) => ({
      kind: "course" as const,
      refId: c.id,
      title: c.title,
      body: `${c.productInfo} ${c.keyword.replaceAll(",", " ")}`,
      categoryId: c.categoryId,
      productType: c.productType,
      publishedAt: c.createdAt,
    })),
    ...[...catalogue.articles, ...copies.articles].map((a) => ({
      kind: a.type >= ARTICLE_TYPES.caseInspect ? ("case" as const) : ("policy" as const),
      refId: a.id,
      title: a.title,
      body: richTextToPlain(a.contentHtml),
      categoryId: a.categoryId,
      productType: null,
      publishedAt: a.publishedAt,
    })),
    ...knowledgeSearchDocuments(now),
  ];

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertChunked(t, schema.organisations, organisationRows());
    await insertChunked(t, schema.regions, regionRows());
    await insertChunked(t, schema.learningOptions, learningOptionRows());
    await insertChunked(
      t,
      schema.vipProducts,
      VIP_PRODUCTS.map((v) => ({ ...v, rights: [...v.rights] })),
    );
    const demoUserIds: number[] = [];
    const learners: { userId: number; mobile: string; vip: boolean }[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await t
        .insert(schema.users)
        .values({ mobile: account.mobile, username: account.username, passwordHash, createdAt: now })
        .returning({ id: schema.users.id });
      demoUserIds.push(user!.id);
      learners.push({ userId: user!.id, mobile: account.mobile, vip: account.vip !== null });
      if (account.vip) {
        const startAt = new Date(now.getTime() - account.vip.startDaysAgo * DAY);
        await t.insert(schema.vipMemberships).values({
          userId: user!.id,
          vipProductId: account.vip.vipProductId,
          startAt,
          endAt: new Date(startAt.getTime() + account.vip.durationDays * DAY),
        });
      }
    }
    for (const account of STAFF_ACCOUNTS) {
      const [user] = await t
        .insert(schema.users)
        .values({ mobile: account.mobile, username: account.username, passwordHash, createdAt: now })
        .returning({ id: schema.users.id });
      await t
        .insert(schema.userRoles)
        .values(account.roles.map((role) => ({ userId: user!.id, role, grantedAt: now })));
    }
    await insertChunked(t, schema.categories, catalogue.categories);
    await insertChunked(t, schema.lecturers, catalogue.lecturers);
    await insertChunked(t, schema.courses, catalogue.courses);
    await insertChunked(t, schema.courseLecturers, catalogue.courseLecturers);
    await insertChunked(t, schema.productFiles, catalogue.productFiles);
    await insertChunked(t, schema.articles, catalogue.articles);
    await insertChunked(t, schema.customFiles, catalogue.customFiles);
    await insertChunked(t, schema.kedans, catalogue.kedans);
    await insertChunked(t, schema.hearings, catalogue.hearings);
    await insertChunked(t, schema.liveSessions, catalogue.lives);
    await seedLiveMedia(t, catalogue.lives);
    await insertChunked(t, schema.regionalColumns, catalogue.regionalColumns);
    const orgContent = generateOrgContent(catalogue);
    await insertChunked(t, schema.customFiles, orgContent.customFiles);
    await insertChunked(t, schema.kedans, orgContent.kedans);
    await insertChunked(t, schema.regionalColumns, orgContent.regionalColumns);
    await seedVideo(t, catalogue.courses);
    await seedLectureTranscripts(t, catalogue.courses);
    await seedKnowledge(t, now);
    await seedRegulation(t, regulation, catalogue, knowledgeArticleRows(now));
    await insertChunked(t, schema.examQuestions, examQuestionRows(catalogue.courses));
    await seedHelp(t, now);
    // the sample questions are the VIP demo learner's, so the plain demo learner starts with an empty 我的问答
    const courseIds = catalogue.courses.slice(0, 2).map((c) => c.id);
    await seedForum(t, { passwordHash, askerId: demoUserIds[1]!, courseIds, now });
    await seedVipContent(t);
    await insertChunked(t, schema.contentDrafts, contentDraftRows(now));
    await seedLearnerActivity(t, learners, catalogue, now);
    await seedCreditHistory(
      t,
      DEMO_ACCOUNTS.map((account, i) => ({
        userId: demoUserIds[i]!,
        mobile: account.mobile,
        username: account.username,
      })),
      catalogue,
      now,
    );
    await seedOrgReports(t, passwordHash, catalogue, now);
    await insertChunked(t, schema.courses, copies.courses);
    await insertChunked(t, schema.courseLecturers, copies.courseLecturers);
    await insertChunked(t, schema.articles, copies.articles);
    await insertChunked(t, schema.policyMetadata, copies.policyMetadata);
    await searchIndexOn(t).upsert(documents);
  });
  // the embedded database has no autovacuum: planner statistics for the tables just filled (without them a list's
  // order is read through a bitmap scan and a sort where a plain scan is twice as fast), and their pages marked all
  // visible, so that an index holding every column a statement reads answers it without visiting the table
  await db.execute(sql`VACUUM ANALYZE`);

  return true;
}
