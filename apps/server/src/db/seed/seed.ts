import { count } from "drizzle-orm";
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
import { organisationRows } from "./organisations.seed";
import { seedVideo } from "./video.seed";

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
export async function seedIfEmpty(db: Database, searchIndexOn: SearchIndexOn, now: Date): Promise<boolean> {
  const existing = await db.select({ n: count() }).from(schema.organisations);
  if ((existing[0]?.n ?? 0) > 0) return false;

  const catalogue = generateCatalogue(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const documents: SearchDocument[] = [
    ...catalogue.courses.map((c) => ({
      kind: "course" as const,
      refId: c.id,
      title: c.title,
      body: `${c.productInfo} ${c.keyword.replaceAll(",", " ")}`,
      categoryId: c.categoryId,
      productType: c.productType,
      publishedAt: c.createdAt,
    })),
    ...catalogue.articles.map((a) => ({
      kind: a.type >= ARTICLE_TYPES.caseInspect ? ("case" as const) : ("policy" as const),
      refId: a.id,
      title: a.title,
      body: richTextToPlain(a.contentHtml),
      categoryId: a.categoryId,
      productType: null,
      publishedAt: a.publishedAt,
    })),
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
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await t
        .insert(schema.users)
        .values({ mobile: account.mobile, username: account.username, passwordHash, createdAt: now })
        .returning({ id: schema.users.id });
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
    await insertChunked(t, schema.regionalColumns, catalogue.regionalColumns);
    await seedVideo(t, catalogue.courses);
    await searchIndexOn(t).upsert(documents);
  });

  return true;
}
