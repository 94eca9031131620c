import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, hearings } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

let t: TestServer;
let support: string;
let editor: string;
let finance: string;
let learner: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);
// biome-ignore lint/suspicious/noExplicitAny: public envelopes
const pub = <D = any>(path: string) => call<D>(t.app, "GET", path, {}).then((r) => r.body);

const HOSTILE = '<p>先<strong>登录</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">';

const HEARING = {
  title: "控制台测试：出口退税备案单证听证会",
  speaker: "王老师",
  cover: "",
  summary: "听取外贸企业对备案单证简化的意见。",
  contentHtml: `<h3>议题</h3><p>备案单证电子化。</p>${HOSTILE}`,
  heldAt: "2026-11-20T14:30",
};

beforeAll(async () => {
  t = await startTestServer();
  support = await loginAs(t.app, "13800000013");
  editor = await loginAs(t.app, "13800000011");
  finance = await loginAs(t.app, "13800000012");
  learner = await loginAs(t.app, DEMO.plain);
});
afterAll(() => t.close());

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));

describe("hearings in the console", () => {
  it("refuses learners, finance and support (403)", async () => {
    for (const token of [learner, finance, support]) {
      expect((await api("POST", "/api/admin/hearings/save", token, HEARING)).status).toBe(403);
      expect((await api("GET", "/api/admin/hearings", token)).status).toBe(403);
    }
  });

  it("names the field it refuses", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: "" }, "标题"],
      [{ title: "长".repeat(101) }, "标题"],
      [{ speaker: "" }, "主讲人"],
      [{ speaker: "长".repeat(31) }, "主讲人"],
      [{ cover: "javascript:alert(1)" }, "封面图片地址"],
      [{ cover: "//evil.example/x.png" }, "封面图片地址"],
      [{ summary: "长".repeat(201) }, "摘要"],
      [{ heldAt: "2026-02-30T10:00" }, "举行时间"],
      [{ heldAt: "" }, "举行时间"],
      [{ contentHtml: '<img src="x" onerror="alert(1)">' }, "正文"],
    ];
    for (const [change, field] of cases) {
      const refused = await api("POST", "/api/admin/hearings/save", editor, { ...HEARING, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.msg.startsWith(`${field}：`), refused.msg).toBe(true);
    }
    expect((await t.server.db.select().from(hearings).where(eq(hearings.title, HEARING.title))).length).toBe(0);
  });

  it("creates and edits a hearing, sanitised and audited; /hearing shows it at once (cache cleared)", async () => {
    const warm = await pub("/api/hearing/list?page=1&pageSize=10");
    expect(warm.status).toBe(200);
    const saved = await api("POST", "/api/admin/hearings/save", editor, HEARING);
    expect(saved).toMatchObject({ status: 200, data: { title: HEARING.title, heldAt: "2026-11-20T06:30:00.000Z" } });
    const id = saved.data.id as number;
    const [row] = await t.server.db.select().from(hearings).where(eq(hearings.id, id));
    expect(row!.contentHtml).toContain("备案单证电子化");
    expect(row!.contentHtml).not.toContain("<script");
    expect(row!.contentHtml).not.toContain("onerror");
    expect((await auditRows("adminHearingSave", `hearing:${id}`))[0]).toMatchObject({ outcome: "ok", before: null });

    const list = await pub("/api/hearing/list?page=1&pageSize=10");
    expect(list.data.total).toBe(warm.data.total + 1);
    expect(list.data.list[0]).toMatchObject({ id, title: HEARING.title, speaker: "王老师" });
    const detail = await pub(`/api/hearing/detail/${id}`);
    expect(detail.data.contentHtml).toContain("备案单证电子化");

    const edited = await api("POST", "/api/admin/hearings/save", editor, {
      ...HEARING,
      id: String(id),
      title: "控制台测试：出口退税备案单证听证会（修订）",
      cover: "https://cdn.example.com/h.png",
    });
    expect(edited).toMatchObject({ status: 200, data: { id, cover: "https://cdn.example.com/h.png" } });
    expect((await pub(`/api/hearing/detail/${id}`)).data.title).toContain("（修订）");
    expect((await auditRows("adminHearingSave", `hearing:${id}`)).length).toBe(2);
    const found = await api("GET", `/api/admin/hearings?keyword=${encodeURIComponent("修订")}`, editor);
    expect(found.data.list.map((h: { id: number }) => h.id)).toEqual([id]);
    expect((await api("POST", "/api/admin/hearings/save", editor, { ...HEARING, id: "999999" })).status).toBe(404);
  });
});
