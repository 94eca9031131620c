import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORG_CONTENT_OWNERS } from "../../db/seed/org-content.seed";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { sealOrgPayload } from "../orgs/org-payload";
import { orgSecret } from "../orgs/org-secrets";

/**
 * Org-only content (decision 070) per list: an org user sees the public items and their own organisation's, never
 * another organisation's; a personal learner or an anonymous visitor never sees org-only items, even when sending
 * an organisation's `orgId` header. Seeded: custom file 4101 / 课单 5101 / regional column 8101 (org 12) and
 * custom file 4102 (org 11, whose categories are 102–105).
 */
let t: TestServer;
const tokens: Record<"cloud" | "embedded" | "personal", string> = { cloud: "", embedded: "", personal: "" };
beforeAll(async () => {
  t = await startTestServer();
  for (const [key, orgId] of [
    ["cloud", ORG_CONTENT_OWNERS.cloud],
    ["embedded", ORG_CONTENT_OWNERS.embedded],
  ] as const) {
    const parts = sealOrgPayload(orgId, orgSecret(t.server.orgMasterKey, orgId), {
      externalUserId: `scope-${key}`,
      issuedAt: t.now().getTime(),
      nonce: randomBytes(16).toString("base64url"),
    });
    const { body } = await call<{ token: string }>(t.app, "POST", "/api/org/login", {
      headers: { orgId: String(orgId) },
      form: { encryptContent: parts.content, encryptSecret: parts.secret },
    });
    tokens[key] = body.data.token;
  }
  tokens.personal = await loginAs(t.app, DEMO.plain);
});
afterAll(async () => {
  await t?.close();
});

type Viewer = "cloud" | "embedded" | "personal" | "anonymous";
const headersOf = (viewer: Viewer, orgHeader?: number) => ({
  ...(viewer === "anonymous" ? {} : { token: tokens[viewer] }),
  ...(orgHeader === undefined ? {} : { headers: { orgId: String(orgHeader) } }),
});
const get = <D>(path: string, viewer: Viewer, orgHeader?: number) =>
  call<D>(t.app, "GET", path, headersOf(viewer, orgHeader));

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("custom files (/caimiao-custom)", () => {
  const list = async (viewer: Viewer, orgHeader?: number) =>
    ids((await get<{ list: { id: number }[] }>("/api/customFile/list?pageSize=100", viewer, orgHeader)).body.data.list);

  it("an org user sees the public files and their own organisation's, never another organisation's", async () => {
    const cloud = await list("cloud", ORG_CONTENT_OWNERS.cloud);
    expect(cloud).toContain(4101);
    expect(cloud).not.toContain(4102);
    expect(cloud).toContain(4001);
    const embedded = await list("embedded", ORG_CONTENT_OWNERS.embedded);
    expect(embedded).toContain(4102);
    expect(embedded).not.toContain(4101);
    // the session decides, not a header naming another organisation
    expect(await list("embedded", ORG_CONTENT_OWNERS.cloud)).not.toContain(4101);
  });

  it("a personal learner or a visitor never sees org-only files, even with an organisation's header", async () => {
    for (const viewer of ["personal", "anonymous"] as const) {
      for (const header of [undefined, ORG_CONTENT_OWNERS.cloud]) {
        const seen = await list(viewer, header);
        expect(seen).not.toContain(4101);
        expect(seen).not.toContain(4102);
      }
    }
  });

  it("the response cache keeps the answers apart (same URL, different sessions)", async () => {
    expect(await list("cloud", ORG_CONTENT_OWNERS.cloud)).toContain(4101);
    expect(await list("anonymous", ORG_CONTENT_OWNERS.cloud)).not.toContain(4101);
    expect(await list("personal", ORG_CONTENT_OWNERS.cloud)).not.toContain(4101);
  });

  it("the detail of another organisation's file is 404; the org's courses keep to its categories", async () => {
    expect((await get("/api/customFile/detail/4101", "personal")).body.status).toBe(404);
    expect((await get("/api/customFile/detail/4101", "anonymous", 12)).body.status).toBe(404);
    expect((await get("/api/customFile/detail/4101", "embedded")).body.status).toBe(404);
    expect((await get("/api/customFile/detail/4101", "cloud")).body.status).toBe(200);
    // 4001 is an export-tax-refund (101) file: organisation 11 sees none of its courses
    const detail = await get<{ courses: unknown[] }>("/api/customFile/detail/4001", "embedded");
    expect(detail.body.data.courses).toEqual([]);
    const personal = await get<{ courses: unknown[] }>("/api/customFile/detail/4001", "personal");
    expect(personal.body.data.courses.length).toBeGreaterThan(0);
  });
});

describe("课单 (/kedan)", () => {
  const list = async (viewer: Viewer, orgHeader?: number) =>
    ids((await get<{ list: { id: number }[] }>("/api/kedan/list?pageSize=100", viewer, orgHeader)).body.data.list);

  it("org-only 课单 are listed (first) for their organisation only", async () => {
    expect((await list("cloud", 12))[0]).toBe(5101);
    expect(await list("embedded", 11)).not.toContain(5101);
    expect(await list("personal", 12)).not.toContain(5101);
    expect(await list("anonymous", 12)).not.toContain(5101);
  });

  it("the detail is 404 outside the organisation; its courses keep to the organisation's categories", async () => {
    expect((await get("/api/kedan/detail/5101", "personal")).body.status).toBe(404);
    expect((await get("/api/kedan/detail/5101", "embedded")).body.status).toBe(404);
    expect((await get("/api/kedan/detail/5101", "cloud")).body.status).toBe(200);
    // 5002 is the export-tax-refund (101) list: none of its courses are in organisation 11's categories
    const scoped = await get<{ courses: unknown[]; courseCount: number }>("/api/kedan/detail/5002", "embedded");
    expect(scoped.body.data).toMatchObject({ courses: [], courseCount: 0 });
  });
});

describe("regional column", () => {
  const column = (viewer: Viewer, orgHeader?: number) =>
    get<{ id: number; courses: { id: number }[] }>("/api/regionalColumn?provinceId=11000", viewer, orgHeader);

  it("organisation 12's own column replaces the public one for its users only", async () => {
    expect((await column("cloud", 12)).body.data.id).toBe(8101);
    expect((await column("personal", 12)).body.data.id).toBe(8001);
    expect((await column("anonymous", 12)).body.data.id).toBe(8001);
    expect((await column("embedded", 11)).body.data.id).toBe(8001);
  });

  it("the courses of a column keep to the organisation's categories", async () => {
    // the public Beijing column holds export-tax-refund (101) courses, outside organisation 11's categories
    expect((await column("personal")).body.data.courses.length).toBeGreaterThan(0);
    expect((await column("embedded")).body.data.courses).toEqual([]);
  });
});

describe("search results", () => {
  const search = async (viewer: Viewer, keyword: string, orgHeader?: number) => {
    const { body } = await call<{ list: { kind: string; course: { categoryId: number } | null }[] }>(
      t.app,
      "POST",
      "/api/es/onlineProducts",
      { ...headersOf(viewer, orgHeader), form: { keyword, kind: "course", pageSize: "50" } },
    );
    return body.data.list.map((hit) => hit.course?.categoryId);
  };

  it("an org session's results keep to its categories even without the orgId header", async () => {
    // export tax refund (101) is outside organisation 11's categories; 留抵退税 (102) is inside
    expect((await search("personal", "出口退税")).length).toBeGreaterThan(0);
    expect(await search("embedded", "出口退税")).toEqual([]);
    const inside = await search("embedded", "留抵退税");
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((categoryId) => [102, 103, 104, 105].includes(categoryId ?? -1))).toBe(true);
  });

  it("a personal learner is not narrowed by its session, and never widened by a header", async () => {
    expect((await search("personal", "出口退税")).length).toBeGreaterThan(0);
    expect(await search("anonymous", "出口退税", 11)).toEqual([]);
  });
});
