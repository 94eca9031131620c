import { randomBytes } from "node:crypto";
import { beijingDay } from "@taxlearn/core";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, lectureFiles, orders, users } from "../../db/schema";
import { call, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";

let t: TestServer;
let admin: string;
const PASSWORD = "Learner#2026";
const DAY_MS = 86_400_000;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string | undefined, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

let phones = 0;
/** A fresh learner (created at `createdAt`, default the server's now) and its id. */
async function newLearner(name: string, createdAt = t.now()): Promise<{ id: number; phone: string }> {
  const phone = `1370000${String(1000 + phones++).padStart(4, "0")}`;
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile: phone, username: name, passwordHash: await hashPassword(PASSWORD), createdAt })
    .returning({ id: users.id });
  return { id: row!.id, phone };
}

async function paidOrder(userId: number, amountFen: number, paidAt: Date) {
  const hex = () => randomBytes(8).toString("hex");
  await t.server.db.insert(orders).values({
    uni: `U${hex()}`,
    tradeNo: `T${hex()}`,
    userId,
    uniqueId: hex(),
    productKind: "vip",
    productType: 99,
    productId: 1,
    productName: "VIP年卡会员",
    amountFen,
    listPriceFen: amountFen,
    payType: 1,
    status: "paid",
    createdAt: paidAt,
    expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
    paidAt,
    updatedAt: paidAt,
  });
}

type Dashboard = {
  today: { day: string; newLearners: number; paidOrders: number; revenue: string; activeLearners: number };
  days: { day: string; newLearners: number; paidOrders: number; revenue: string; activeLearners: number }[];
};
const dashboard = async () => (await api<Dashboard>("GET", "/api/admin/dashboard", admin)).data;

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t.app, "13800000010");
});
afterAll(() => t.close());

describe("the dashboard", () => {
  it("has the last 30 Beijing days, oldest first, ending with today", async () => {
    const data = await dashboard();
    expect(data.days).toHaveLength(30);
    expect(data.today.day).toBe(beijingDay(t.now()));
    expect(data.days.at(-1)?.day).toBe(data.today.day);
    expect(data.days[0]?.day).toBe(beijingDay(new Date(t.now().getTime() - 29 * DAY_MS)));
  });

  it("counts new learners, paid orders and revenue by the Beijing day (UTC+8) they fell on", async () => {
    const before = await dashboard();
    const todayStart = new Date(`${before.today.day}T00:00:00+08:00`);
    const buyer = await newLearner("看板学员", todayStart);
    await newLearner("昨日学员", new Date(todayStart.getTime() - 1));
    await paidOrder(buyer.id, 19_900, todayStart);
    await paidOrder(buyer.id, 101, new Date(todayStart.getTime() - 1));
    const after = await dashboard();
    expect(after.today.newLearners - before.today.newLearners).toBe(1);
    expect(after.today.paidOrders - before.today.paidOrders).toBe(1);
    expect(Number(after.today.revenue) - Number(before.today.revenue)).toBeCloseTo(199, 2);
    const yesterday = (d: Dashboard) => d.days.at(-2)!;
    expect(yesterday(after).newLearners - yesterday(before).newLearners).toBe(1);
    expect(yesterday(after).paidOrders - yesterday(before).paidOrders).toBe(1);
    expect(Number(yesterday(after).revenue) - Number(yesterday(before).revenue)).toBeCloseTo(1.01, 2);
  });

  it("counts a learner who studied today once, however often the progress was saved", async () => {
    const [file] = await t.server.db
      .select({ id: lectureFiles.id })
      .from(lectureFiles)
      .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
      .where(eq(courses.price, "0.00"))
      .orderBy(asc(lectureFiles.id))
      .limit(1);
    const learner = await newLearner("活跃学员");
    const token = await loginAs(t.app, learner.phone);
    const before = await dashboard();
    for (const position of [5, 10, 15]) {
      expect(
        (await api("POST", "/api/writeStudyRecord", token, { fileId: String(file!.id), position: String(position) }))
          .status,
      ).toBe(200);
    }
    const after = await dashboard();
    expect(after.today.activeLearners - before.today.activeLearners).toBe(1);
  });

  it("reports no live viewers when nothing is on air", async () => {
    const data = (await api("GET", "/api/admin/dashboard", admin)).data;
    expect(data.today).toMatchObject({ liveViewers: 0, liveSessions: 0 });
  });
});
