import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  lectureFiles,
  lectureMedia,
  orderRefunds,
  orders,
  orderTrades,
  sandboxTrades,
  users,
  vipMemberships,
} from "../../db/schema";
import { loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";
import { watchedShare } from "../video/watched-share.repo";
import { ownsCourse } from "./course-ownership.repo";
import { checkout, orderApi, payFor, pressOnScanPage, untouchedPaidCourses } from "./order-test-kit";
import { reconcileOrders } from "./reconcile";
import { approveRefund } from "./refund-order";

/*
 * Money, whatever happens in between: for any interleaving of checkouts (also 20 at once), pay calls with either
 * method (also both at once), scans of any QR given so far, notifications delivered, lost or replayed, refunds,
 * expiry and reconciliation, a learner
 *   - has at most one open order of the course, and at most one paid, unrefunded one;
 *   - owns the course exactly while a paid, unrefunded order says so, and may watch it exactly when that or an
 *     active VIP membership says so;
 *   - and, once the provider's notifications are settled, has paid for the course at most once: every payment
 *     taken beyond the order that holds the course has been refunded through the provider.
 */

type Action =
  | { kind: "buy"; payType: 1 | 2 }
  | { kind: "checkout"; payType: 1 | 2 }
  | { kind: "burst" }
  | { kind: "pay"; payType: 1 | 2 }
  | { kind: "payBoth" }
  | { kind: "scan"; pick: number }
  | { kind: "deliver" }
  | { kind: "loseNotifications" }
  | { kind: "retryNotifications" }
  | { kind: "replay"; pick: number }
  | { kind: "refund" }
  | { kind: "expire" }
  | { kind: "reconcile" }
  | { kind: "buyVip" };

const payType = fc.constantFrom(1 as const, 2 as const);
// weighted towards what a buyer does (checkout, pay, scan, deliver) so that most runs reach payments and refunds
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("buy" as const), payType }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("checkout" as const), payType }) },
  { weight: 1, arbitrary: fc.constant({ kind: "burst" as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("pay" as const), payType }) },
  { weight: 1, arbitrary: fc.constant({ kind: "payBoth" as const }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("scan" as const), pick: fc.nat(7) }) },
  { weight: 4, arbitrary: fc.constant({ kind: "deliver" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "loseNotifications" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "retryNotifications" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("replay" as const), pick: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.constant({ kind: "refund" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "expire" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "reconcile" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "buyVip" as const }) },
);

let t: TestServer;
let course: { id: number; productType: number; price: string };
let lectureId: number;
let learnerSerial = 0;

type Notification = { path: string; headers: Record<string, string>; body: string };
/** Notifications the provider sent and the network has not delivered yet, and those delivered (for replays). */
const inFlight: Notification[] = [];
const delivered: Notification[] = [];
const post = (n: Notification) => t.app.request(n.path, { method: "POST", headers: n.headers, body: n.body });
/** The sandbox's notifications wait in flight until a step delivers (or loses) them, as on a real network. */
const holdNotifications = () =>
  t.server.payments.sandbox!.useTransport(async (url, headers, body) => {
    inFlight.push({ path: new URL(url).pathname, headers, body });
    return 503;
  });

beforeAll(async () => {
  t = await startTestServer();
  const candidates = await untouchedPaidCourses(t, 40);
  const [playable] = await t.server.db
    .select({ courseId: lectureFiles.courseId, fileId: lectureFiles.id })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(
      and(
        inArray(
          lectureFiles.courseId,
          candidates.map((c) => c.id),
        ),
        eq(lectureFiles.published, true),
        eq(lectureFiles.free, false),
        isNull(lectureFiles.deletedAt),
        eq(lectureMedia.ready, true),
      ),
    )
    .limit(1);
  course = candidates.find((c) => c.id === playable!.courseId)!;
  lectureId = playable!.fileId;
  holdNotifications();
}, 60_000);
afterAll(() => t.close());

async function newLearner() {
  const mobile = `1660${String(learnerSerial++).padStart(7, "0")}`;
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile, username: `学员${mobile.slice(-4)}`, passwordHash: await hashPassword("Learner#2026") })
    .returning({ id: users.id });
  return { userId: row!.id, token: await loginAs(t.app, mobile) };
}

/** Runs one action as the learner; `state` keeps what a learner's browser and phones would hold. */
async function run(
  a: Action,
  learner: { userId: number; token: string },
  state: { uni: string | null; codeUrls: string[] },
) {
  const { token } = learner;
  const sandbox = t.server.payments.sandbox!;
  const keep = (answer: { status: number; data: { codeUrl?: string } }) => {
    if (answer.status === 200 && answer.data.codeUrl) state.codeUrls.push(answer.data.codeUrl);
  };
  switch (a.kind) {
    case "buy":
      // what a buyer does in one go: checkout, ask for the QR, scan it
      await run({ kind: "checkout", payType: a.payType }, learner, state);
      await run({ kind: "pay", payType: a.payType }, learner, state);
      await run({ kind: "scan", pick: 0 }, learner, state);
      return;
    case "checkout": {
      const answer = await checkout(t, token, course, { payType: a.payType });
      if (answer.status === 200) state.uni = answer.data.uni;
      else expect([409, 503]).toContain(answer.status);
      return;
    }
    case "burst": {
      const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(t, token, course)));
      const unis = new Set(answers.filter((x) => x.status === 200).map((x) => x.data.uni));
      expect(unis.size).toBeLessThanOrEqual(1);
      if (unis.size === 1) state.uni = [...unis][0]!;
      return;
    }
    case "pay":
      if (state.uni) keep(await payFor(t, token, state.uni, a.payType));
      return;
    case "payBoth":
      if (state.uni)
        for (const answer of await Promise.all([payFor(t, token, state.uni, 1), payFor(t, token, state.uni, 2)]))
          keep(answer);
      return;
    case "scan": {
      // pick 0 is the newest QR (the one on screen), higher picks older ones still on a phone
      const codeUrl = state.codeUrls[state.codeUrls.length - 1 - (a.pick % Math.max(state.codeUrls.length, 1))];
      if (codeUrl) await pressOnScanPage(t, codeUrl);
      return;
    }
    case "deliver":
      for (const n of inFlight.splice(0)) {
        await post(n);
        delivered.push(n);
      }
      return;
    case "loseNotifications":
      inFlight.splice(0);
      return;
    case "retryNotifications":
      // the provider sends again what it has not seen acknowledged (WeChat's schedule: 15 s first)
      t.advance(15_000);
      await sandbox.deliverDue();
      return;
    case "replay": {
      const chosen = delivered[a.pick % Math.max(delivered.length, 1)];
      if (chosen) await post(chosen);
      return;
    }
    case "refund": {
      const [held] = await t.server.db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, learner.userId), eq(orders.productKind, "course"), eq(orders.status, "paid")));
      if (!held) return;
      const asked = await orderApi(t, "POST", "/api/order/refund", token, {
        tradeNo: held.tradeNo,
        reason: "不想学了",
      });
      if (asked.status === 200) expect((await approveRefund(t.server, watchedShare, held.tradeNo)).ok).toBe(true);
      return;
    }
    case "expire":
      t.advance(15 * 60_000);
      return;
    case "reconcile":
      await reconcileOrders(t.server);
      return;
    case "buyVip": {
      const vip = await checkout(t, token, { productType: VIP_ORDER_PRODUCT_TYPE, id: 1 });
      if (vip.status !== 200) return;
      const pay = await payFor(t, token, vip.data.uni, 1);
      if (pay.status === 200) await pressOnScanPage(t, pay.data.codeUrl);
      await reconcileOrders(t.server);
      return;
    }
  }
}

/** The rules that hold after every step. */
async function checkAlways(learner: { userId: number; token: string }) {
  const mine = await t.server.db
    .select({
      order: orders,
      automatic: sql<boolean>`exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.automatic})`,
    })
    .from(orders)
    .where(and(eq(orders.userId, learner.userId), eq(orders.productKind, "course"), eq(orders.productId, course.id)));
  const open = mine.filter((r) => r.order.status === "created" || r.order.status === "paying");
  expect(open.length).toBeLessThanOrEqual(1);
  const holding = mine.filter((r) => (r.order.status === "paid" || r.order.status === "refunding") && !r.automatic);
  expect(holding.length).toBeLessThanOrEqual(1);
  const owned = await ownsCourse(t.server.db, learner.userId, course.id);
  expect(owned).toBe(holding.length === 1);
  const now = t.now().getTime();
  const vip = (await t.server.db.select().from(vipMemberships).where(eq(vipMemberships.userId, learner.userId))).some(
    (m) => m.startAt.getTime() <= now && now < m.endAt.getTime(),
  );
  const play = await orderApi(t, "GET", `/api/aliVod/playInfo/${lectureId}`, learner.token);
  expect(play.status).toBe(owned || vip ? 200 : 403);
  return holding.length;
}

/** Once every notification is settled: the money the provider kept for the course is at most one payment. */
async function checkMoney(learner: { userId: number; token: string }) {
  for (const n of inFlight.splice(0)) await post(n);
  await reconcileOrders(t.server);
  const holding = await checkAlways(learner);
  const trades = await t.server.db
    .select({ trade: sandboxTrades })
    .from(sandboxTrades)
    .innerJoin(orderTrades, eq(orderTrades.tradeNo, sandboxTrades.tradeNo))
    .innerJoin(orders, eq(orders.id, orderTrades.orderId))
    .where(and(eq(orders.userId, learner.userId), eq(orders.productKind, "course")));
  const kept = trades
    .filter(({ trade }) => trade.state === "SUCCESS" || trade.state === "REFUND")
    .reduce((sum, { trade }) => sum + trade.amountFen - trade.refundedFen, 0);
  const price = Math.round(Number(course.price) * 100);
  expect(kept).toBe(holding * price);
}

describe("money: a learner pays for a course at most once and owns it exactly while an order or VIP says so", () => {
  it("holds for any interleaving of checkout, pay, notify, replay, refund, expiry and reconciliation", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 24 }), async (actions) => {
        const learner = await newLearner();
        const state = { uni: null as string | null, codeUrls: [] as string[] };
        for (const a of actions) {
          await run(a, learner, state);
          await checkAlways(learner);
        }
        await checkMoney(learner);
      }),
      { numRuns: Number(process.env.MONEY_RUNS ?? 20) },
    );
  }, 300_000);
});
