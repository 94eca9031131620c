import { randomBytes } from "node:crypto";
import { CONTRACTS, type Contract, LIVE_CHAT_WS_PATH, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { sql } from "drizzle-orm";
import { Arbitrary, FastCheck as fc, Schema, SchemaAST } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandlers } from "../app";
import { newCertificateSerial } from "../features/credits/certificate-serial";
import { insertCertificate } from "../features/credits/credits.repo";
import { LIVE_CHAT_MESSAGES } from "../features/live/live.messages";
import { LiveChatClient } from "../features/live/live-chat.testing";
import { attachLiveChat } from "../features/live/live-chat-socket";
import { sealOrgPayload } from "../features/orgs/org-payload";
import { orgSecret } from "../features/orgs/org-secrets";
import { attachSupportChat } from "../features/support-chat/chat-socket";
import { SUPPORT_CHAT_MESSAGES } from "../features/support-chat/support-chat.messages";
import { ChatClient } from "../features/support-chat/support-chat.testing";
import { type FrameSocket, listenWithSocket } from "./frame-socket";
import { call, type Envelope, sendSmsCode, startTestServer, type TestServer } from "./test-server";

/*
 * Access-control table: learner A fills every kind of user-scoped data through the API, each piece carrying marker
 * text (or a marker number); learner B then calls every user-scoped contract (auth required or optional, generated
 * from CONTRACTS, so a new contract is probed without touching this file) with A's uid in every user-like field and
 * A's record ids in every id field. Nothing of A may come back to B, and A's rows must be unchanged afterwards.
 */

const MARK = `甲专属标记${randomBytes(4).toString("hex")}`;
/**
 * A resume position no seeded or generated value has: seeing it means seeing A's progress. Inside the seeded lecture,
 * which lasts about half a minute (a position past its end is kept as its end).
 */
const A_BREAKPOINT = 13.625;
const A = { phone: "13911170001", password: "Alpha2026pass", username: "学员0001" };
const B = { phone: "13922280002", password: "Bravo2026pass" };
const FREE_COURSE = 1005;
const FREE_LECTURE = 100501;
const ORG = 12;

let t: TestServer;
let aToken: string;
let aUid: number;
let bToken: string;
/** A's record ids by kind, and the ids A's data hangs on (course, lecture, live session, organisation). */
const aIds: Record<string, number> = {};

const send = async <D = unknown>(
  contract: Contract,
  fields: Record<string, string>,
  token?: string,
  headers: Record<string, string> = {},
) => {
  const path = contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(fields[name] ?? ""));
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !contract.path.includes(`:${k}`)));
  if (contract.method === "GET") {
    const query = new URLSearchParams(rest).toString();
    return call<D>(t.app, "GET", query ? `${path}?${query}` : path, { token, headers });
  }
  return call<D>(t.app, contract.method, path, { form: rest, token, headers });
};

async function register(phone: string, password: string): Promise<{ token: string; uid: number }> {
  await sendSmsCode(t, phone, "register");
  const code = t.outbox.latest(phone)?.code ?? "";
  const { body } = await call<{ token: string; uid: number }>(t.app, "POST", "/api/register", {
    form: { account: phone, captcha: code, password },
  });
  if (body.status !== 200) throw new Error(`register ${phone}: ${body.msg}`);
  return body.data;
}

/** A's writes: one of each kind of user-scoped data the API stores. */
async function fillLearnerA() {
  const must = async <D>(what: string, answer: Promise<{ body: Envelope<D> }>) => {
    const { body } = await answer;
    if (body.status !== 200) throw new Error(`A could not ${what}: ${body.status} ${body.msg}`);
    return body.data;
  };
  const as = { token: aToken };
  await must("set a preference", call(t.app, "POST", "/api/user/preference", { ...as, form: { interests: MARK } }));
  const groups = await must<{ options: { id: number }[] }[]>(
    "read the learning options",
    call(t.app, "GET", "/api/preferences/learning/options"),
  );
  const optionId = String(groups[0]?.options[0]?.id ?? "");
  await must(
    "set a learning goal",
    call(t.app, "POST", "/api/user/setLearningGoal", { ...as, form: { optionIds: optionId, note: MARK } }),
  );
  await must(
    "record a visit",
    call(t.app, "POST", "/api/statistic/writeRecord", { ...as, form: { path: `/course/${MARK}`, title: MARK } }),
  );
  await must(
    "track an event",
    call(t.app, "POST", "/api/statistic/event", { ...as, form: { eventName: MARK, jsonParam: `{"m":"${MARK}"}` } }),
  );
  await must(
    "write progress",
    call(t.app, "POST", "/api/writeStudyRecord", { ...as, form: { fileId: String(FREE_LECTURE), position: "50" } }),
  );
  await must(
    "write a breakpoint",
    call(t.app, "POST", "/api/writeBreakpointRecord", {
      ...as,
      form: { fileId: String(FREE_LECTURE), breakpoint: String(A_BREAKPOINT) },
    }),
  );
  const lives = await must<{ list: { id: number }[] }>(
    "list lives",
    call(t.app, "GET", "/api/live/list?status=0&pageSize=100"),
  );
  const live = lives.list[0];
  if (!live) throw new Error("the seed has no live session to book");
  await must("book a live", call(t.app, "POST", "/api/live/book", { ...as, form: { id: String(live.id) } }));
  const rating = await must<{ id: number }>(
    "rate a course",
    call(t.app, "POST", "/api/feedback/submit", {
      ...as,
      form: { star: "5", productType: "1", productId: String(FREE_COURSE), content: MARK },
    }),
  );
  const site = await must<{ id: number }>(
    "send site feedback",
    call(t.app, "POST", "/api/feedback/site", {
      ...as,
      form: { type: "content", content: `${MARK}，请核实课程内容。`, contact: A.phone },
    }),
  );
  // an organisation member too: A's organisation login (a second account of A's, named with the marker)
  const sealed = sealOrgPayload(ORG, orgSecret(t.server.orgMasterKey, ORG), {
    externalUserId: `ext-${MARK}`,
    username: MARK,
    issuedAt: t.now().getTime(),
    nonce: randomBytes(16).toString("base64url"),
  });
  const org = await must<{ user_id: number }>(
    "log in through an organisation",
    call(t.app, "POST", "/api/org/login", {
      form: { encryptContent: sealed.content, encryptSecret: sealed.secret },
      headers: { orgId: String(ORG) },
    }),
  );
  Object.assign(aIds, {
    rating: rating.id,
    siteFeedback: site.id,
    live: live.id,
    course: FREE_COURSE,
    lecture: FREE_LECTURE,
    orgUser: org.user_id,
    org: ORG,
  });
}

/** Every row of A in every table with a user column, and A's own account row: what B must not change. */
async function rowsOfA(): Promise<Record<string, unknown[]>> {
  // both drivers answer `execute` with `{ rows }`; the shared Database type does not say so
  const query = async <R>(statement: ReturnType<typeof sql>) =>
    ((await t.server.db.execute(statement)) as unknown as { rows: R[] }).rows;
  const tables = await query<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const uid of [aUid, aIds.orgUser!]) {
    for (const { table_name } of tables) {
      rows[`${table_name}/${uid}`] = await query(
        sql`select * from ${sql.identifier(table_name)} where user_id = ${uid} order by 1, 2`,
      );
    }
    rows[`users/${uid}`] = await query(sql`select * from users where id = ${uid}`);
  }
  return rows;
}

const userScoped = (): Contract[] => {
  const handlers = buildHandlers(t.server) as Record<string, unknown>;
  return Object.values(CONTRACTS).filter((c) => c.auth !== "none" && c.name in handlers);
};

/** The field names a contract's request takes (its encoded struct's properties). */
const fieldNames = (contract: Contract): string[] => {
  const ast = SchemaAST.encodedAST(contract.request.ast);
  return SchemaAST.isTypeLiteral(ast) ? ast.propertySignatures.map((p) => String(p.name)) : [];
};

const USER_FIELD = /^(uid|userId|user_id|memberId)$/i;
const ID_FIELD = /(^id$|Id$|_id$)/;

/** Probes of one contract: a well-formed base with every user field set to A's uid and every id field to one of A's ids. */
const probesOf = (contract: Contract): Record<string, string>[] => {
  const encode = Schema.encodeSync(contract.request as Schema.Schema<unknown, unknown>);
  const [sample] = fc.sample(Arbitrary.make(contract.request as Schema.Schema<unknown, unknown>), {
    seed: 7,
    numRuns: 1,
  });
  const base = Object.fromEntries(
    Object.entries(encode(sample) as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const names = [...new Set([...fieldNames(contract), ...Object.keys(base)])];
  return [aUid, ...Object.values(aIds)].map((id) => {
    const probe: Record<string, string> = { ...base, userId: String(aUid), uid: String(aUid), user_id: String(aUid) };
    for (const name of names) {
      if (USER_FIELD.test(name)) probe[name] = String(aUid);
      else if (ID_FIELD.test(name)) probe[name] = String(id);
    }
    return probe;
  });
};

/** What of A's shows in an answer B received. */
function leaksOfA(body: unknown): string[] {
  const text = JSON.stringify(body);
  const found: string[] = [];
  if (text.includes(MARK)) found.push("A's marker text");
  if (text.includes(A.phone)) found.push("A's phone");
  if (text.includes(A.username)) found.push("A's username");
  if (text.includes(String(A_BREAKPOINT))) found.push("A's resume position");
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (USER_FIELD.test(key) && (inner === aUid || inner === aIds.orgUser)) found.push(`A's uid in "${key}"`);
        // B has booked nothing: a booked flag can only be A's
        if (key === "scheduled" && inner === 1) found.push("a booking B never made");
        walk(inner);
      }
    }
  };
  walk(body);
  return found;
}

beforeAll(async () => {
  t = await startTestServer();
  ({ token: aToken, uid: aUid } = await register(A.phone, A.password));
  await fillLearnerA();
  ({ token: bToken } = await register(B.phone, B.password));
});
afterAll(async () => {
  await t?.close();
});

describe("access control between learners", () => {
  it("shows A's data to A (so its absence for B means something)", async () => {
    const own = await Promise.all([
      call(t.app, "GET", "/api/userInfo", { token: aToken }),
      call(t.app, "POST", `/api/feedback/getInfo/${FREE_COURSE}`, { token: aToken }),
      call(t.app, "GET", `/api/onlineProduct/lectures/${FREE_COURSE}`, { token: aToken }),
      call(t.app, "GET", "/api/live/list?status=0&pageSize=100", { token: aToken }),
    ]);
    const seen = own.flatMap(({ body }) => leaksOfA(body));
    expect(new Set(seen)).toEqual(
      new Set([
        "A's phone",
        "A's username",
        'A\'s uid in "uid"',
        "A's marker text",
        "A's resume position",
        'A\'s uid in "userId"',
        "a booking B never made",
      ]),
    );
  });

  it("gives B nothing of A's from any user-scoped contract, and leaves A's rows as they were", async () => {
    const before = await rowsOfA();
    const contracts = userScoped();
    // reads first: until B writes, B has no data of its own (a booked flag, a position) that could be mistaken for A's
    const ordered = [...contracts.filter((c) => c.method === "GET"), ...contracts.filter((c) => c.method !== "GET")];
    const table: string[] = [];
    const leaks: string[] = [];
    let probes = 0;
    for (const contract of ordered) {
      if (contract.name === "logout") continue; // would end B's session; it takes no ids
      const statuses = new Map<string, number>();
      for (const probe of probesOf(contract)) {
        for (const headers of [{}, { orgId: String(ORG) }] as Record<string, string>[]) {
          probes += 1;
          const { http, body } = await send(contract, probe, bToken, headers);
          const key = `${http}/${body?.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          const found = leaksOfA(body).filter(
            // B's own booking, made by the liveBook probes, is B's from then on
            (leak) => !(leak === "a booking B never made" && contract.method !== "GET"),
          );
          if (found.length > 0) leaks.push(`${contract.name} ${JSON.stringify(probe)}: ${found.join(", ")}`);
        }
      }
      table.push(
        `${contract.name.padEnd(24)} ${contract.auth.padEnd(8)} ${[...statuses].map(([k, n]) => `${k}×${n}`).join(" ")}`,
      );
    }
    console.log(
      `access control: ${probes} probes by B over ${table.length} user-scoped contracts\n${table.join("\n")}`,
    );
    expect(leaks).toEqual([]);
    expect(table.length).toBe(contracts.length - 1);
    expect(await rowsOfA()).toEqual(before);
    // 1,600-odd probes through the whole stack: 15 s on a busy 2-core machine, more while CI runs other files beside it
  }, 180_000);

  it("gives B socket passes that open only B's own sockets, for B's login and the one session asked for", async () => {
    const net = await listenWithSocket(
      t,
      (http, server) => {
        const support = attachSupportChat(http, server);
        const live = attachLiveChat(http, server);
        return { close: async () => Promise.all([support.close(), live.close()]).then(() => {}) };
      },
      SUPPORT_CHAT_WS_PATH,
    );
    const liveUrl = net.url.replace(SUPPORT_CHAT_WS_PATH, LIVE_CHAT_WS_PATH);
    const sockets: FrameSocket<unknown>[] = [];
    const openSocket = async (kind: "support" | "live", first: Record<string, unknown>) => {
      const client = (
        kind === "support" ? await ChatClient.open(net.url) : await LiveChatClient.open(liveUrl)
      ) as FrameSocket<unknown>;
      sockets.push(client);
      client.send(first);
      const frame = (await client.next(() => true)) as { type: string; userId?: number; msg?: string };
      return { client, frame };
    };
    try {
      // A's conversation with the customer service carries the marker
      const a = await ChatClient.connect(t, net.url, aToken);
      sockets.push(a.client as FrameSocket<unknown>);
      a.client.send({ type: "send", text: MARK });
      await a.client.next((f) => f.type === "message");

      const bLogin = await call<{ token: string; uid: number }>(t.app, "POST", "/api/app/login", {
        form: { account: B.phone, password: B.password },
      });
      const { token, uid: bUid } = bLogin.body.data;
      const table: string[] = [];
      const leaks: string[] = [];
      const opened: { kind: "support" | "live"; pass: string; liveId: number }[] = [];
      for (const [name, kind] of [
        ["supportChatPass", "support"],
        ["liveChatPass", "live"],
      ] as const) {
        const contract = Object.values(CONTRACTS).find((c) => c.name === name)!;
        const probes = probesOf(contract).flatMap((probe) =>
          kind === "support"
            ? [
                { ...probe, role: "learner" },
                { ...probe, role: "agent" },
              ]
            : [probe],
        );
        const outcomes = new Map<string, number>();
        for (const probe of probes) {
          const { body } = await send<{ pass: string }>(contract, probe, token);
          let outcome = String(body.status);
          leaks.push(...leaksOfA(body).map((leak) => `${name} ${JSON.stringify(probe)}: ${leak}`));
          if (body.status === 200) {
            const liveId = Number(probe.id);
            const first =
              kind === "support"
                ? { type: "auth", pass: body.data.pass }
                : { type: "auth", pass: body.data.pass, liveId };
            const { client, frame } = await openSocket(kind, first);
            outcome += `→${frame.type}`;
            const found = leaksOfA(frame);
            if (frame.userId !== undefined && frame.userId !== bUid) found.push("a socket of another account");
            leaks.push(...found.map((leak) => `${name} socket ${JSON.stringify(probe)}: ${leak}`));
            if (frame.type === "ready") opened.push({ kind, pass: body.data.pass, liveId });
            // one at a time: an account may hold only a few sockets
            client.close();
            await client.closedWith().catch(() => {});
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
        table.push(`${name.padEnd(24)} ${[...outcomes].map(([k, n]) => `${k}×${n}`).join(" ")}`);
      }
      console.log(`socket passes asked by B with A's ids:\n${table.join("\n")}`);
      expect(leaks).toEqual([]);
      // every pass B was given opened B's own socket
      expect(table.join(" ")).not.toContain("→error");
      // B, a learner, is no agent; A's booked (free) session lets B in; so does B's own conversation
      expect(opened.some((o) => o.kind === "support")).toBe(true);
      expect(opened.some((o) => o.kind === "live" && o.liveId === aIds.live)).toBe(true);

      // a pass is used once, opens only the session it was issued for, and nothing after its login ended
      const used = opened.find((o) => o.kind === "live")!;
      const replay = await openSocket("live", { type: "auth", pass: used.pass, liveId: used.liveId });
      expect(replay.frame).toMatchObject({ type: "error", msg: LIVE_CHAT_MESSAGES.passInvalid });
      const fresh = await send<{ pass: string }>(CONTRACTS.liveChatPass, { id: String(aIds.live) }, token);
      const elsewhere = await openSocket("live", { type: "auth", pass: fresh.body.data.pass, liveId: aIds.live! + 1 });
      expect(elsewhere.frame).toMatchObject({ type: "error", msg: LIVE_CHAT_MESSAGES.passInvalid });
      const beforeLogout = await send<{ pass: string }>(CONTRACTS.supportChatPass, { role: "learner" }, token);
      await call(t.app, "POST", "/api/auth/logout", { token });
      const afterLogout = await openSocket("support", { type: "auth", pass: beforeLogout.body.data.pass });
      expect(afterLogout.frame).toMatchObject({ type: "error", msg: SUPPORT_CHAT_MESSAGES.passInvalid });
    } finally {
      for (const socket of sockets) socket.close();
      await net.close();
    }
  });

  it("answers B's logout for B's session only", async () => {
    const { body } = await call(t.app, "POST", "/api/auth/logout", { token: bToken, form: { userId: String(aUid) } });
    expect(body.status).toBe(200);
    expect((await call(t.app, "GET", "/api/userInfo", { token: aToken })).body.status).toBe(200);
    expect((await call(t.app, "GET", "/api/userInfo", { token: bToken })).body.status).toBe(401);
  });
});

describe("certificate files between learners", () => {
  it("gives B neither A's certificate PDF nor A's hours in B's own 学时证明", async () => {
    // the logout test above ended B's first login
    const login = await call<{ token: string }>(t.app, "POST", "/api/app/login", {
      form: { account: B.phone, password: B.password },
    });
    const bToken = login.body.data.token;
    // A's 结业证书, as completing a course issues it
    const serial = newCertificateSerial("course", 2026);
    await insertCertificate(t.server.db, {
      serial,
      userId: aUid,
      kind: "course",
      courseId: FREE_COURSE,
      year: null,
      title: MARK,
      hoursTenths: 15,
      byCategory: { 专业科目: 15, 公需科目: 0 },
      holderName: A.username,
      issuedAt: t.now(),
    });
    const pdfOf = (token: string) =>
      t.app.request(`/api/credits/certificates/${serial}/pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect((await pdfOf(aToken)).headers.get("content-type")).toBe("application/pdf");
    const refused = await pdfOf(bToken);
    expect(refused.status).toBe(404);
    expect(leaksOfA(await refused.json())).toEqual([]);
    // B has no hours: B's year certificate is refused rather than made of anyone else's
    expect(
      (await t.app.request("/api/credits/years/2026/pdf", { headers: { authorization: `Bearer ${bToken}` } })).status,
    ).toBe(404);
    const summary = await call(t.app, "GET", "/api/credits/summary?year=2026", { token: bToken });
    expect(leaksOfA(summary.body)).toEqual([]);
    expect(JSON.stringify(summary.body)).not.toContain(serial);
  });
});

describe("organisation reports between organisations", () => {
  // seeded (db/seed/org-reports.seed.ts): 13800000021 manages organisation 12, 13800000031 organisation 11
  const OTHER_MEMBERS = ["张会计", "李出纳", "王税务", "138****0022", "13800000022"];
  const orgScoped = () =>
    Object.values(CONTRACTS as Record<string, Contract>).filter((c) => c.path.includes("/:orgId/"));

  it("gives organisation 11's manager nothing of organisation 12 from any of its contracts or exports", async () => {
    const login = async (account: string) =>
      (await call<{ token: string }>(t.app, "POST", "/api/app/login", { form: { account, password: "Learner#2026" } }))
        .body.data.token;
    const own = await login("13800000021");
    const other = await login("13800000031");
    const report = await call(t.app, "GET", `/api/org/manage/${ORG}/report`, { token: own });
    expect(OTHER_MEMBERS.filter((s) => JSON.stringify(report.body).includes(s)).length).toBeGreaterThan(0);
    const table: string[] = [];
    const contracts = orgScoped();
    expect(contracts.map((c) => c.name).sort()).toEqual(
      ["orgAssignmentCreate", "orgAssignmentList", "orgReport", "orgRequirementSave"].sort(),
    );
    for (const contract of contracts) {
      const statuses = new Set<string>();
      for (const probe of probesOf(contract)) {
        const { http, body } = await send(contract, { ...probe, orgId: String(ORG) }, other);
        statuses.add(`${http}/${body.status}`);
        expect(body).toMatchObject({ status: 403, success: false, data: null });
        expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
        expect(OTHER_MEMBERS.filter((s) => JSON.stringify(body).includes(s))).toEqual([]);
      }
      table.push(`${contract.name.padEnd(24)} ${[...statuses].join(" ")}`);
    }
    for (const format of ["csv", "xlsx"]) {
      const response = await t.app.request(`/api/org/manage/${ORG}/report.${format}`, {
        headers: { authorization: `Bearer ${other}` },
      });
      const text = await response.text();
      table.push(`report.${format.padEnd(19)} ${response.status}`);
      expect(response.status).toBe(403);
      expect(OTHER_MEMBERS.filter((s) => text.includes(s))).toEqual([]);
    }
    console.log(`organisation 12's calls as organisation 11's manager:\n${table.join("\n")}`);
  });
});
