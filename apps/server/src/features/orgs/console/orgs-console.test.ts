import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, organisations } from "../../../db/schema";
import { call, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

let t: TestServer;
let admin: string;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token: admin, form }).then((r) => r.body);

const FORM = {
  name: "江南财税服务中心",
  platformCode: "JNCS",
  isYunHeOrg: "0",
  isShowTop: "1",
  isShowLogo: "1",
  logo: "/media/images/logo.png",
  logoPc: "https://cdn.example.cn/logo-pc.png",
  menu: "1,2,4",
  defaultPage: "2",
  isShowSideBar: "0",
  isShowAi: "1",
  isIframe: "1",
  courseMode: "2",
  caseDetailMode: "1",
  policyDetailMode: "2",
  isShowCaseDetailAd: "0",
  isShowDownload: "1",
  isShowPrint: "0",
  extendCourseMode: "1",
  partnerOrigins: "https://portal.example.cn\nhttp://localhost:8080/",
};

beforeAll(async () => {
  t = await startTestServer();
  admin = await loginAs(t.app, "13800000010");
});
afterAll(() => t.close());

describe("organisations in the console", () => {
  it("creates an organisation with every config field, then its sealed link logs a learner in", async () => {
    const created = await api("POST", "/api/admin/orgs/save", FORM);
    expect(created.status).toBe(200);
    const org = created.data;
    expect(org).toMatchObject({
      name: "江南财税服务中心",
      platformCode: "JNCS",
      keyVersion: 1,
      learners: 0,
      partnerOrigins: ["https://portal.example.cn", "http://localhost:8080"],
      config: { menu: [1, 2, 4], defaultPage: "2", isShowSideBar: 0, isIframe: 1, policyDetailMode: 2, isShowAi: 1 },
    });
    const [audit] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminOrgSave"), eq(adminAuditLog.target, `org:${org.id}`)));
    expect(audit).toMatchObject({ before: null, outcome: "ok" });

    const link = await api("POST", `/api/admin/orgs/${org.id}/link`, { externalUserId: "jn-001", username: "王会计" });
    expect(link.status).toBe(200);
    const query = new URLSearchParams(link.data.path.split("?")[1]);
    const login = await call<{ token: string; org_id: number }>(t.app, "POST", "/api/org/login", {
      form: { orgId: String(org.id), encryptContent: query.get("content")!, encryptSecret: query.get("secret")! },
    });
    expect(login.body.status).toBe(200);
    expect(login.body.data.org_id).toBe(org.id);
    const learners = await api("GET", `/api/admin/orgs/${org.id}/learners`);
    expect(learners.data.list).toMatchObject([{ externalUserId: "jn-001", username: "王会计" }]);

    // a rotated key: links sealed before stop working, new ones work
    const stale = await api("POST", `/api/admin/orgs/${org.id}/link`, { externalUserId: "jn-002" });
    const rotated = await api("POST", `/api/admin/orgs/${org.id}/rotateKey`);
    expect(rotated.data.keyVersion).toBe(2);
    const staleQuery = new URLSearchParams(stale.data.path.split("?")[1]);
    const refused = await call(t.app, "POST", "/api/org/login", {
      form: {
        orgId: String(org.id),
        encryptContent: staleQuery.get("content")!,
        encryptSecret: staleQuery.get("secret")!,
      },
    });
    expect(refused.body.status).toBe(400);
    const fresh = new URLSearchParams(
      (await api("POST", `/api/admin/orgs/${org.id}/link`, { externalUserId: "jn-002" })).data.path.split("?")[1],
    );
    const accepted = await call(t.app, "POST", "/api/org/login", {
      form: { orgId: String(org.id), encryptContent: fresh.get("content")!, encryptSecret: fresh.get("secret")! },
    });
    expect(accepted.body.status).toBe(200);
  });

  it("edits an organisation, keeping before and after in the audit log", async () => {
    const edited = await api("POST", "/api/admin/orgs/save", {
      ...FORM,
      id: "7",
      name: "华东外贸服务中心（新）",
      menu: "1,7",
      defaultPage: "7",
    });
    expect(edited.data).toMatchObject({
      id: 7,
      name: "华东外贸服务中心（新）",
      config: { menu: [1, 7], defaultPage: "7" },
    });
    const [row] = await t.server.db.select().from(organisations).where(eq(organisations.id, 7));
    expect(row!.name).toBe("华东外贸服务中心（新）");
    const [audit] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminOrgSave"), eq(adminAuditLog.target, "org:7")));
    expect(audit!.before).toMatchObject({ name: "华东外贸服务中心" });
    expect(audit!.after).toMatchObject({ name: "华东外贸服务中心（新）" });
  });

  it("refuses bad fields with a Chinese message naming the field, changing nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: " " }, "机构名称"],
      [{ platformCode: "中文" }, "平台代码"],
      [{ logo: "javascript:alert(1)" }, "移动端 Logo"],
      [{ menu: "1,8" }, "菜单"],
      [{ menu: "1,1" }, "菜单"],
      [{ menu: "" }, "菜单"],
      [{ defaultPage: "5" }, "默认首页"],
      [{ courseMode: "4" }, "课程模式"],
      [{ caseDetailMode: "3" }, "案例详情模式"],
      [{ partnerOrigins: "https://evil.example.cn/path" }, "可嵌入的合作方站点"],
    ];
    const before = await t.server.db.select().from(organisations);
    for (const [change, field] of cases) {
      const body = await api("POST", "/api/admin/orgs/save", { ...FORM, ...change });
      expect(body.status, JSON.stringify(change)).toBe(400);
      expect(body.msg).toContain(field);
    }
    expect((await api("POST", "/api/admin/orgs/save", { ...FORM, isIframe: "2" })).msg).toContain("isIframe");
    expect(await t.server.db.select().from(organisations)).toHaveLength(before.length);
    expect((await api("POST", "/api/admin/orgs/999/link", {})).status).toBe(404);
    expect((await api("POST", "/api/admin/orgs/7/link", {})).msg).toBe("请填写合作方用户 ID 或企业 ID");
  });
});
