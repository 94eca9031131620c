import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { checkout, payFor, pressOnScanPage, scanPath, untouchedPaidCourses } from "../orders/order-test-kit";

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  token = await loginAs(t.app, DEMO.plain);
}, 60_000);
afterAll(() => t.close());

const tradeState = async (tradeNo: string) => (await t.server.payments.sandbox!.trade(tradeNo))?.state;

describe("the sandbox scan page: only the holder of the QR pays", () => {
  it("a trade number alone opens nothing and pays nothing, for the page, 确认支付 and 拒绝", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    const pay = await payFor(t, token, order.uni);
    expect(pay.status).toBe(200);
    const { tradeNo, codeUrl } = pay.data as { tradeNo: string; codeUrl: string };
    // the QR's link is built from the configured origin, never from the request's Host
    expect(codeUrl.startsWith(`${t.server.publicOrigin}/sandbox/pay/${tradeNo}/`)).toBe(true);

    const bare = await t.app.request(`/sandbox/pay/${tradeNo}`);
    expect(bare.status).toBe(404);
    expect(await bare.text()).toContain("支付链接无效");
    for (const action of ["approve", "decline"]) {
      const answer = await t.app.request(`/sandbox/pay/${tradeNo}/${action}`, { method: "POST" });
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("支付链接无效");
    }
    // a guessed secret of the right shape is refused the same way
    const guessed = `/sandbox/pay/${tradeNo}/${"A".repeat(43)}`;
    expect((await t.app.request(guessed)).status).toBe(404);
    expect((await t.app.request(`${guessed}/approve`, { method: "POST" })).status).toBe(404);
    expect((await t.app.request(`${guessed}/decline`, { method: "POST" })).status).toBe(404);
    expect(await tradeState(tradeNo)).toBe("NOTPAY");

    const page = await t.app.request(scanPath(codeUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("确认支付");
    const declined = await pressOnScanPage(t, codeUrl, "decline");
    expect(declined.status).toBe(303);
    expect(await tradeState(tradeNo)).toBe("PAYERROR");
    const approved = await pressOnScanPage(t, codeUrl, "approve");
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`${scanPath(codeUrl)}?result=paid`);
    expect(await tradeState(tradeNo)).toBe("SUCCESS");
  });

  it("the QR's link never follows the request's Host", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    const pay = await call<{ codeUrl: string }>(t.app, "POST", "http://evil.example/api/order/online/pay", {
      token,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      form: { uni: order.uni, payType: "1", from: "pc" },
    });
    expect(pay.body.status).toBe(200);
    expect(pay.body.data.codeUrl.startsWith(`${t.server.publicOrigin}/sandbox/pay/`)).toBe(true);
    expect(pay.body.data.codeUrl).not.toContain("evil.example");
  });

  it("the secret differs per trade and is kept by the provider's ledger (a restart keeps the QR valid)", async () => {
    const [one, two] = await untouchedPaidCourses(t, 2);
    const a = (await payFor(t, token, (await checkout(t, token, one!)).data.uni)).data;
    const b = (await payFor(t, token, (await checkout(t, token, two!)).data.uni)).data;
    const secretOf = (codeUrl: string) => codeUrl.split("/").at(-1)!;
    expect(secretOf(a.codeUrl)).not.toBe(secretOf(b.codeUrl));
    expect(secretOf(a.codeUrl)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // one trade's secret does not open another trade
    const crossed = `/sandbox/pay/${b.tradeNo}/${secretOf(a.codeUrl)}`;
    expect((await t.app.request(`${crossed}/approve`, { method: "POST" })).status).toBe(404);
    expect(await tradeState(b.tradeNo)).toBe("NOTPAY");
    // the same pay call again answers the same QR (the secret lives in the database, not in the process)
    expect((await payFor(t, token, a.uni)).data.codeUrl).toBe(a.codeUrl);
  });
});
