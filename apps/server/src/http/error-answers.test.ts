import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

// Whatever fails inside a request, the answer carries a Chinese message: never SQL, a stack or an error's own text.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  const { app, server } = t;
  // routes that fail the way a handler can: after every route of the app, so nothing else answers these paths
  app.get("/__fails/int4", async () => {
    await server.db.execute(sql`select ${"99999999999"}::int4 as n from users where mobile = 'x'`);
    return new Response("unreachable");
  });
  app.get("/__fails/date", async () => {
    await server.db.execute(sql`select ${"0000-00-00"}::date as d`);
    return new Response("unreachable");
  });
  app.get("/__fails/foreign-key", async () => {
    await server.db.execute(
      sql`insert into tracking_events (user_id, event_name, created_at) values (2147483000, ${"x"}, now())`,
    );
    return new Response("unreachable");
  });
  app.get("/__fails/bug", async () => {
    await server.db.execute(sql`select no_such_column from users`);
    return new Response("unreachable");
  });
  app.get("/__fails/throw", () => {
    throw new TypeError("Cannot read properties of undefined (reading 'secretField') at /srv/app/handler.ts:12");
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const LEAKS =
  /select|insert|from users|tracking_events|no_such_column|secretField|handler\.ts|at \/|Failed query|params:/i;

async function answerOf(path: string) {
  const response = await t.app.request(path);
  const text = await response.text();
  expect(text).not.toMatch(LEAKS);
  return { http: response.status, body: JSON.parse(text) as { status: number; success: boolean; msg: string } };
}

describe("an error inside a request", () => {
  it("from input the database refuses (a number past int4, a date that is none) is a 400 in Chinese", async () => {
    for (const path of ["/__fails/int4", "/__fails/date"]) {
      const { http, body } = await answerOf(path);
      expect({ path, http, status: body.status, success: body.success }).toEqual({
        path,
        http: 400,
        status: 400,
        success: false,
      });
      expect(body.msg).toBe("参数格式不正确");
    }
  });

  it("naming a row that does not exist (a foreign key) is a 400 in Chinese", async () => {
    const { http, body } = await answerOf("/__fails/foreign-key");
    expect({ http, status: body.status, msg: body.msg }).toEqual({ http: 400, status: 400, msg: "关联的内容不存在" });
  });

  it("from a bug is a 500 with a request id in Chinese, and the detail only in the log", async () => {
    for (const path of ["/__fails/bug", "/__fails/throw"]) {
      const before = t.errors.length;
      const { http, body } = await answerOf(path);
      expect(http).toBe(500);
      expect(body.msg).toMatch(/^服务器内部错误，请稍后再试（请求编号 [\w-]+）$/);
      expect(t.errors.slice(before).join("\n")).toMatch(/no_such_column|secretField/);
    }
  });

  it("of a sandbox page asked for an organisation past int4 is no 500", async () => {
    const response = await t.app.request("/sandbox/dingtalk/workbench?orgId=2147483648");
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toMatch(LEAKS);
  });
});
