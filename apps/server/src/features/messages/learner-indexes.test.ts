import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, subscriptions } from "../../db/schema";
import { planWithoutSeqScans } from "../../testing/query-plan";
import { startTestServer, type TestServer } from "../../testing/test-server";

// The learner's per-user reads use their indexes (never a sequential scan of every learner's rows).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const planOf = (query: { getSQL(): SQL }) => planWithoutSeqScans(t.server.db, query);

describe("learner message and subscription indexes", () => {
  it("the unread count reads the partial index of unread messages", async () => {
    const plan = await planOf(
      t.server.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, 1), isNull(messages.readAt))),
    );
    expect(plan).toContain("messages_unread_idx");
  });

  it("a learner's messages, all or of one type, come from their indexes", async () => {
    const all = await planOf(
      t.server.db.select().from(messages).where(eq(messages.userId, 1)).orderBy(desc(messages.id)).limit(10),
    );
    expect(all).toContain("messages_user_idx");
    const ofType = await planOf(
      t.server.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, 1), eq(messages.type, 2)))
        .orderBy(desc(messages.id))
        .limit(10),
    );
    expect(ofType).toContain("messages_user_type_idx");
  });

  it("the subscribers of a category come from the category index", async () => {
    const plan = await planOf(
      t.server.db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.categoryId, 101)),
    );
    expect(plan).toContain("subscriptions_category_idx");
  });
});
