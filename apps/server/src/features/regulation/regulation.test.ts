import type { RegulationProfileData, RelationalGraphData } from "@taxlearn/api";
import { docNumberKey, VALIDITY } from "@taxlearn/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyMetadata } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { publishDraft } from "../subscriptions/publish-draft";
import { unresolvedCitations } from "./regulation.repo";
import { rescanCitations } from "./regulation.writes";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
type Card = { id: number; title: string; type: number; docNumber: string };
type Page = { list: Card[]; total: number };
const list = (query: string) => call<Page>(t.app, "GET", `/api/onlineNewsList?pageSize=100${query}`);
const byValidity = (query: string) => call<Page>(t.app, "GET", `/api/regulation/list?pageSize=100${query}`);
const profile = (id: number | string) => call<RegulationProfileData>(t.app, "GET", `/api/regulation/profile/${id}`);
const graph = (query: string) => call<RelationalGraphData>(t.app, "GET", `/api/relationalGraph?${query}`);
const idOf = async (title: string) => {
  const { body } = await list(`&keyword=${encodeURIComponent(title)}`);
  return body.data.list.find((a) => a.title === title)!.id;
};

describe("policy register and validity", () => {
  it("gives every seeded policy a 文号 (interpretations none), issuers, dates and region; the card shows the same 文号", async () => {
    const { body } = await list("");
    expect(body.data.total).toBe(101);
    const keys = new Set<string>();
    for (const card of body.data.list) {
      const p = (await profile(card.id)).body.data;
      expect(p.metadata).not.toBeNull();
      expect(p.metadata!.docNumber).toBe(card.docNumber);
      if (card.type === 3) expect(card.docNumber).toBe("");
      else expect(card.docNumber).not.toBe("");
      expect(p.metadata!.issuers.length).toBeGreaterThan(0);
      expect(p.metadata!.effectiveFrom >= p.metadata!.issuedOn).toBe(true);
      const key = docNumberKey(card.docNumber);
      if (key) {
        expect(keys.has(key)).toBe(false);
        keys.add(key);
      }
    }
  });

  it("a repealed policy says 全文废止 and links its replacement, which links back through its text", async () => {
    const oldId = await idOf("关于增值税小规模纳税人减免增值税政策的公告");
    const newId = await idOf("关于明确增值税小规模纳税人减免增值税等政策的公告");
    const old = (await profile(oldId)).body.data;
    expect(old.metadata).toMatchObject({ validity: "repealed", docNumber: "财政部 税务总局公告2022年第15号" });
    expect(old.relations).toEqual([
      expect.objectContaining({ direction: "incoming", kind: "repeals", articleId: newId, validity: "effective" }),
    ]);
    const replacement = (await profile(newId)).body.data;
    expect(replacement.relations).toEqual([
      expect.objectContaining({ direction: "outgoing", kind: "repeals", articleId: oldId, validity: "repealed" }),
    ]);
    expect(replacement.linkedHtml).toContain(`<a href="/policy/details?id=${oldId}" rel="noopener noreferrer">`);
    expect(replacement.citations).toContainEqual({
      kind: "docNumber",
      raw: "财政部 税务总局公告2022年第15号",
      articleId: oldId,
    });
  });

  it("lists unresolved citations without linking them, and keeps the linked body sanitised", async () => {
    const id = await idOf("出口货物劳务增值税和消费税管理办法");
    const p = (await profile(id)).body.data;
    expect(p.metadata!.validity).toBe("partiallyInvalid");
    expect(p.citations).toContainEqual({ kind: "docNumber", raw: "财税〔2012〕39号", articleId: null });
    expect(p.linkedHtml).toContain("按照财税〔2012〕39号的规定");
    expect(p.linkedHtml).not.toMatch(/onerror|<script/i);
    const unresolved = await unresolvedCitations(t.server.db);
    expect(unresolved).toContainEqual(
      expect.objectContaining({ source_kind: "policy", source_id: id, kind: "docNumber", raw: "财税〔2012〕39号" }),
    );
  });

  it("changes status by itself when its effective day passes (the server clock), in the detail and the filtered list", async () => {
    const pendingId = await idOf("关于发布第三批税务行政处罚首违不罚事项清单的公告");
    const amendedId = await idOf("税务行政处罚裁量权行使规则");
    const before = (await profile(pendingId)).body.data.metadata!;
    expect(before.validity).toBe("pending");
    expect(before.nextChangeOn).toBe(before.effectiveFrom);
    expect((await profile(amendedId)).body.data.metadata!.validity).toBe("effective");
    expect((await byValidity("&validity=pending")).body.data.list.map((a) => a.id)).toContain(pendingId);

    t.advance(21 * DAY);
    expect((await profile(pendingId)).body.data.metadata).toMatchObject({ validity: "effective", nextChangeOn: null });
    expect((await profile(amendedId)).body.data.metadata!.validity).toBe("partiallyInvalid");
    expect((await byValidity("&validity=pending")).body.data.list.map((a) => a.id)).not.toContain(pendingId);
    expect((await byValidity("&validity=partiallyInvalid")).body.data.list.map((a) => a.id)).toContain(amendedId);
  });

  it("the filtered lists partition the policies and agree with each detail", async () => {
    let total = 0;
    for (const validity of VALIDITY) {
      const { body } = await byValidity(`&validity=${validity}`);
      total += body.data.total;
      for (const card of body.data.list) {
        expect((await profile(card.id)).body.data.metadata!.validity).toBe(validity);
      }
    }
    expect(total).toBe(101);
    expect((await byValidity("&validity=repealed&type=25")).body.status).toBe(400);
    // the other filters of the policy list apply too
    const repealedId = await idOf("关于增值税小规模纳税人减免增值税政策的公告");
    const inCategory = (await byValidity("&validity=repealed&categoryId=202")).body.data.list.map((a) => a.id);
    expect(inCategory).toContain(repealedId);
    expect((await byValidity("&validity=repealed&categoryId=203")).body.data.list.map((a) => a.id)).not.toContain(
      repealedId,
    );
    expect((await byValidity("&validity=repealed&keyword=小规模")).body.data.list.map((a) => a.id)).toEqual([
      repealedId,
    ]);
    const provinceOnly = (await byValidity("&validity=effective&provinceId=11")).body.data.list;
    expect(provinceOnly.length).toBeGreaterThan(0);
    expect((await byValidity("")).body.status).toBe(400);
  });

  it("a policy without a register entry is in no validity's list, in force included, and is listed again with one", async () => {
    const effective = (await byValidity("&validity=effective")).body.data;
    // the oldest: no newer document takes effect through it (a repeal or amendment needs its source's entry)
    const id = effective.list.at(-1)!.id;
    const [entry] = await t.server.db.select().from(policyMetadata).where(eq(policyMetadata.articleId, id));
    await t.server.db.delete(policyMetadata).where(eq(policyMetadata.articleId, id));
    t.server.cache.invalidate();
    try {
      for (const validity of VALIDITY) {
        const { body } = await byValidity(`&validity=${validity}`);
        expect(body.data.list.map((a) => a.id)).not.toContain(id);
      }
      expect((await byValidity("&validity=effective")).body.data.total).toBe(effective.total - 1);
      expect((await list("")).body.data.list.map((a) => a.id)).toContain(id);
    } finally {
      await t.server.db.insert(policyMetadata).values(entry!);
      t.server.cache.invalidate();
    }
    const again = (await byValidity("&validity=effective")).body.data;
    expect(again.list.map((a) => a.id)).toEqual(effective.list.map((a) => a.id));
    expect(again.total).toBe(effective.total);
  });

  it("answers 404 for an unknown article, 400 naming the field for a bad one; a case has no register entry", async () => {
    expect((await profile(999999)).body).toMatchObject({ status: 404, msg: "文章不存在" });
    expect((await profile("abc")).body.status).toBe(400);
    expect((await byValidity("&validity=废止")).body).toMatchObject({ status: 400 });
    expect((await byValidity("&validity=废止")).body.msg).toContain("validity");
    const { body } = await list("&type=25");
    const c = (await profile(body.data.list[0]!.id)).body.data;
    expect(c.metadata).toBeNull();
    expect(c.citations.some((x) => x.articleId !== null)).toBe(true);
  });
});

describe("publishing and the operators' list", () => {
  it("a published policy joins the register in force from its day, with its citations stored", async () => {
    const result = await publishDraft(t.server.db, "policy", 1, t.now());
    if (!result.ok) throw new Error(result.message);
    const p = (await profile(result.articleId)).body.data;
    expect(p.metadata).toMatchObject({
      docNumber: "国家税务总局公告2026年第18号",
      validity: "effective",
      region: "全国",
    });
    expect(p.metadata!.issuers).toEqual(["国家税务总局"]);
  });

  it("the in-force list's pages show a policy published after they were read (its order is read again)", async () => {
    // the test above published through publishDraft alone, without the cache clear every caller of it makes
    t.server.cache.invalidate();
    const before = (await byValidity("&validity=effective&page=1")).body.data;
    const lastPage = Math.ceil(before.total / 100);
    const oldLast = (await byValidity(`&validity=effective&page=${lastPage}`)).body.data.list;
    const published = await t.app.request("/api/dev/content/publish?kind=policy&id=2", {
      method: "POST",
      headers: { "x-sms-sandbox-token": t.sandboxToken },
    });
    const { data } = (await published.json()) as { data: { articleId: number } };
    const after = (await byValidity("&validity=effective&page=1")).body.data;
    expect(after.total).toBe(before.total + 1);
    // newest first (the policy the test above published on the same instant comes before it, by id)
    expect(after.list.slice(0, 2).map((c) => c.id)).toContain(data.articleId);
    expect(before.list.map((c) => c.id)).not.toContain(data.articleId);
    // the oldest policy still ends the last page, which holds what the new total leaves for it
    const page = (n: number) => byValidity(`&validity=effective&page=${n}`);
    const newLast = (await page(Math.ceil(after.total / 100))).body.data.list;
    expect(newLast.at(-1)!.id).toBe(oldLast.at(-1)!.id);
    expect(newLast.length).toBe(after.total - (Math.ceil(after.total / 100) - 1) * 100);
  });

  it("a rescan re-reads every text and keeps the unresolved citations listed", async () => {
    const before = await unresolvedCitations(t.server.db);
    expect(await rescanCitations(t.server.db)).toBeGreaterThan(150);
    expect(await unresolvedCitations(t.server.db)).toEqual(before);
    expect(before.map((r) => r.raw)).toContain("财税〔2012〕39号");
  });
});

describe("GET /api/relationalGraph", () => {
  const check = (g: RelationalGraphData, depth: number, limit: number) => {
    const ids = new Set(g.nodes.map((n) => n.id));
    expect(ids.size).toBe(g.nodes.length);
    expect(g.nodes.length).toBeLessThanOrEqual(limit);
    expect(ids.has(g.centre)).toBe(true);
    for (const e of g.edges) {
      expect(ids.has(e.from)).toBe(true);
      expect(ids.has(e.to)).toBe(true);
    }
    for (const n of g.nodes) {
      expect(n.depth).toBeLessThanOrEqual(depth);
      expect(n.href).toMatch(/^\/(policy|casebook|course)\/details\?id=\d+$/);
      expect(n.title).not.toBe("");
      expect(n.validity === null).toBe(n.kind !== "policy");
    }
  };

  it("around a policy: its replacement, the courses that teach it and the cases that apply it", async () => {
    const id = await idOf("出口货物劳务增值税和消费税管理办法");
    const { body } = await graph(`kind=policy&id=${id}`);
    expect(body.status).toBe(200);
    check(body.data, 1, 40);
    const centre = `policy:${id}`;
    expect(body.data.centre).toBe(centre);
    const kinds = new Set(body.data.edges.filter((e) => e.to === centre).map((e) => e.kind));
    expect([...kinds].sort()).toEqual(["amends", "cites", "teaches"]);
    const applied = (await graph(`kind=policy&id=${await idOf("关于调整部分产品出口退税率的公告")}`)).body.data;
    expect(applied.edges.map((e) => e.kind)).toContain("applies");
    expect(body.data.nodes.find((n) => n.id === centre)!.validity).toBe("partiallyInvalid");
  });

  it("is bounded by depth and node count", async () => {
    const id = await idOf("出口货物劳务增值税和消费税管理办法");
    const one = (await graph(`kind=policy&id=${id}&depth=1&limit=80`)).body.data;
    const two = (await graph(`kind=policy&id=${id}&depth=2&limit=80`)).body.data;
    check(one, 1, 80);
    check(two, 2, 80);
    expect(two.nodes.length).toBeGreaterThan(one.nodes.length);
    for (const limit of [1, 2, 5, 13]) {
      const small = (await graph(`kind=policy&id=${id}&depth=3&limit=${limit}`)).body.data;
      check(small, 3, limit);
      expect(small.truncated).toBe(true);
    }
    for (const bad of ["depth=0", "depth=4", "limit=0", "limit=81", "kind=lecture", "id=0"]) {
      const query = new URLSearchParams({ kind: "policy", id: String(id), ...Object.fromEntries([bad.split("=")]) });
      expect((await graph(query.toString())).body.status).toBe(400);
    }
  });

  it("around a course and a case; a centre that does not exist (or is of another kind) is 404", async () => {
    const course = (await graph("kind=course&id=1001")).body.data;
    check(course, 1, 40);
    expect(course.edges.every((e) => e.kind === "teaches" || e.kind === "cites" || e.kind === "applies")).toBe(true);
    expect(course.edges.some((e) => e.from === "course:1001" && e.kind === "teaches")).toBe(true);
    const { body: cases } = await list("&type=26");
    const caseId = cases.data.list[0]!.id;
    const around = (await graph(`kind=case&id=${caseId}&depth=2`)).body.data;
    check(around, 2, 40);
    expect(around.edges.some((e) => e.from === `case:${caseId}` && e.kind === "applies")).toBe(true);
    expect((await graph(`kind=policy&id=${caseId}`)).body).toMatchObject({
      status: 404,
      msg: "关系图谱的中心内容不存在",
    });
    expect((await graph("kind=course&id=999999")).body.status).toBe(404);
  });
});
