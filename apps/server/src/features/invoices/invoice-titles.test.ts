import { INVOICE_MESSAGES } from "@taxlearn/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { COMPANY, PERSON, saveTitle } from "./invoice-testing";
import { INVOICES_MESSAGES } from "./invoices.messages";

type Title = { id: number; name: string; isDefault: boolean; specialReady: boolean; taxNo: string; account: string };

let t: TestServer;
let a: string;
let b: string;
const list = async (token: string) => (await call<Title[]>(t.app, "GET", "/api/invoice/title/list", { token })).body;

beforeAll(async () => {
  t = await startTestServer();
  a = await loginAs(t.app, DEMO.plain);
  b = await loginAs(t.app, DEMO.vip);
});
afterAll(async () => {
  await t?.close();
});

describe("invoice titles", () => {
  it("needs a login on every call", async () => {
    for (const [method, path] of [
      ["GET", "/api/invoice/title/list"],
      ["POST", "/api/invoice/title/save"],
      ["POST", "/api/invoice/title/delete"],
      ["POST", "/api/invoice/title/default"],
    ] as const) {
      expect((await call(t.app, method, path)).body.status).toBe(401);
    }
  });

  it("adds a company title, normalized, the first one default and ready for 专用发票", async () => {
    const { body } = await saveTitle(t, a, { ...COMPANY, taxNo: " 91110000600037341l " });
    expect(body).toMatchObject({ status: 200, msg: INVOICES_MESSAGES.titleSaved });
    expect(body.data).toMatchObject({
      isDefault: true,
      specialReady: true,
      taxNo: "91110000600037341L",
      account: "0200001234567890",
    });
    const person = await saveTitle(t, a, PERSON);
    expect(person.body.data).toMatchObject({ isDefault: false, specialReady: false });
    const titles = await list(a);
    expect(titles.data.map((x) => x.name)).toEqual([COMPANY.name, PERSON.name]);
  });

  it("refuses bad input with a message naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...COMPANY, taxNo: "91110000600037341X" }, INVOICE_MESSAGES.taxNoInvalid],
      [{ ...COMPANY, taxNo: "" }, INVOICE_MESSAGES.taxNoRequired],
      [{ ...COMPANY, name: "  " }, INVOICE_MESSAGES.nameRequired],
      [{ ...COMPANY, titleType: "3" }, INVOICE_MESSAGES.titleTypeInvalid],
      [{ ...COMPANY, phone: "电话号码" }, INVOICE_MESSAGES.phoneInvalid],
      [{ ...COMPANY, account: "abc" }, INVOICE_MESSAGES.accountInvalid],
      [{ ...PERSON, taxNo: COMPANY.taxNo }, INVOICE_MESSAGES.taxNoForPersonal],
      [{ ...PERSON, name: "王䶮" }, INVOICES_MESSAGES.unprintable("抬头名称", ["䶮"])],
    ];
    for (const [form, msg] of cases) {
      const { http, body } = await saveTitle(t, a, form);
      expect(http).toBe(200);
      expect(body).toMatchObject({ status: 400, msg });
    }
    expect((await saveTitle(t, a, { titleType: "2" })).body).toMatchObject({ status: 400, msg: "缺少参数：name" });
    expect((await saveTitle(t, a, { ...COMPANY, titleType: "x" })).body).toMatchObject({
      status: 400,
      msg: "参数格式不正确：titleType",
    });
    expect((await list(a)).data).toHaveLength(2);
  });

  it("edits a title and moves the default; one default at a time", async () => {
    const [company, person] = (await list(a)).data;
    const edited = await saveTitle(t, a, { ...PERSON, id: String(person!.id), name: "李四", isDefault: "1" });
    expect(edited.body.data).toMatchObject({ id: person!.id, name: "李四", isDefault: true });
    const after = (await list(a)).data;
    expect(after.filter((x) => x.isDefault).map((x) => x.id)).toEqual([person!.id]);
    expect(
      (await call(t.app, "POST", "/api/invoice/title/default", { form: { id: String(company!.id) }, token: a })).body
        .status,
    ).toBe(200);
    expect((await list(a)).data.filter((x) => x.isDefault).map((x) => x.id)).toEqual([company!.id]);
  });

  it("deleting the default makes the newest remaining title the default", async () => {
    const [company] = (await list(a)).data;
    const del = await call(t.app, "POST", "/api/invoice/title/delete", { form: { id: String(company!.id) }, token: a });
    expect(del.body).toMatchObject({ status: 200, msg: INVOICES_MESSAGES.titleDeleted });
    const left = (await list(a)).data;
    expect(left).toHaveLength(1);
    expect(left[0]!.isDefault).toBe(true);
    await saveTitle(t, a, COMPANY);
  });

  it("keeps at most 10 titles per learner, also when added in parallel", async () => {
    const before = (await list(a)).data.length;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveTitle(t, a, { ...PERSON, name: `学员${i}` })),
    );
    expect(results.filter((r) => r.body.status === 200)).toHaveLength(10 - before);
    expect(results.filter((r) => r.body.status === 409).every((r) => r.body.msg === INVOICES_MESSAGES.titleLimit)).toBe(
      true,
    );
    expect((await list(a)).data).toHaveLength(10);
  });

  it("learner B gets nothing of learner A's titles, whatever the ids", async () => {
    const ids = (await list(a)).data.map((x) => x.id);
    expect((await list(b)).data).toEqual([]);
    for (const id of ids) {
      const form = { id: String(id) };
      expect((await saveTitle(t, b, { ...PERSON, id: String(id), name: "冒名" })).body).toMatchObject({
        status: 404,
        msg: INVOICES_MESSAGES.titleNotFound,
      });
      expect((await call(t.app, "POST", "/api/invoice/title/delete", { form, token: b })).body.status).toBe(404);
      expect((await call(t.app, "POST", "/api/invoice/title/default", { form, token: b })).body.status).toBe(404);
    }
    const names = (await list(a)).data.map((x) => x.name);
    expect(names).not.toContain("冒名");
    expect(names).toHaveLength(10);
    expect((await call(t.app, "POST", "/api/invoice/title/delete", { form: { id: "0" }, token: b })).body.status).toBe(
      400,
    );
  });
});
