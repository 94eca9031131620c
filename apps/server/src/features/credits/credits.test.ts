import { CREDIT_CERTIFICATE_PDF_PATH, type LectureHeartbeatData } from "@taxlearn/api";
import type { CreditsSummary } from "@taxlearn/core";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { issueLogin } from "../../auth/sessions";
import { createServerContext } from "../../create-server";
import { courses, creditEntries, lectureFiles, lectureMedia, users } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { appendCreditEntry } from "./credits.repo";
import { CreditConfigError } from "./credits-config";

const LEARNER_MOBILE = "13900000011";
let t: TestServer;
let learner: string;
let other: string;
/** A free course's lectures (the seed's short samples), in order. */
let course: { id: number; lectures: { id: number; duration: number }[] };
/** A lecture of another free course (for a second device). */
let elsewhere: number;
let paidLecture: number;

interface Segment {
  from: number;
  to: number;
  rate?: number;
}

const beat = (
  token: string,
  fileId: number,
  segments: Segment[],
  options: { device?: string; visible?: boolean; playing?: boolean; sentAt?: number } = {},
) =>
  call<LectureHeartbeatData>(t.app, "POST", `/api/credits/lecture/${fileId}/heartbeat`, {
    token,
    form: {
      report: JSON.stringify({
        deviceId: options.device ?? "device-aaaaaaaa",
        segments: segments.map((s) => ({ from: s.from, to: s.to, rate: s.rate ?? 1 })),
        sentAt: options.sentAt ?? t.now().getTime(),
        visible: options.visible ?? true,
        playing: options.playing ?? true,
      }),
    },
  });

/** Plays a lecture from `from` to `to` in real time, one report every 20 s (the last one shorter). */
async function watch(token: string, fileId: number, from: number, to: number, device?: string) {
  let credited = 0;
  let serial: string | null = null;
  for (let at = from; at < to; at += 20) {
    const end = Math.min(to, at + 20);
    t.advance((end - at) * 1000);
    const { body } = await beat(token, fileId, [{ from: at, to: end }], { device });
    expect(body.status).toBe(200);
    credited += body.data.creditedSeconds;
    serial = body.data.certificateSerial ?? serial;
  }
  return { credited, serial };
}

const ledgerCount = async (userId?: number) =>
  (
    await t.server.db
      .select({ n: count() })
      .from(creditEntries)
      .where(userId === undefined ? undefined : eq(creditEntries.userId, userId))
  )[0]!.n;

const userIdOf = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

const summary = (token: string, year?: number) =>
  call<CreditsSummary>(t.app, "GET", `/api/credits/summary${year ? `?year=${year}` : ""}`, { token });

const pdfText = async (pdf: ArrayBuffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  return (await parser.getText()).text;
};

beforeAll(async () => {
  t = await startTestServer();
  // new learners: no purchase, membership or study history of the seed's demo accounts
  const newLearner = async (mobile: string, username: string) => {
    const [user] = await t.server.db.insert(users).values({ mobile, username, createdAt: t.now() }).returning();
    return (await issueLogin(t.server, user!, null)).token;
  };
  learner = await newLearner(LEARNER_MOBILE, "学员甲乙");
  other = await newLearner("13900000012", "学员丙");
  // the free course with the fewest lectures, its lectures with their lengths
  const rows = await t.server.db
    .select({ courseId: courses.id, fileId: lectureFiles.id, duration: lectureMedia.durationSeconds })
    .from(lectureFiles)
    .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(eq(courses.price, "0.00"), sql`${courses.withdrawnAt} is null`))
    .orderBy(asc(lectureFiles.courseId), asc(lectureFiles.sort));
  const byCourse = new Map<number, { id: number; duration: number }[]>();
  for (const r of rows)
    byCourse.set(r.courseId, [...(byCourse.get(r.courseId) ?? []), { id: r.fileId, duration: r.duration }]);
  const [smallest] = [...byCourse.entries()].toSorted((a, b) => a[1].length - b[1].length);
  course = { id: smallest![0], lectures: smallest![1] };
  elsewhere = [...byCourse.entries()].find(([id]) => id !== course.id)![1][0]!.id;
  const [paid] = await t.server.db
    .select({ id: lectureFiles.id })
    .from(lectureFiles)
    .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
    .where(sql`${courses.price} <> '0.00' and ${lectureFiles.free} = false`)
    .limit(1);
  paidLecture = paid!.id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe("the heartbeat endpoint", () => {
  it("needs a login, and a lecture the learner may watch", async () => {
    const anonymous = await call(t.app, "POST", `/api/credits/lecture/${course.lectures[0]!.id}/heartbeat`, {
      form: { report: "{}" },
    });
    expect(anonymous.body.status).toBe(401);
    t.advance(20_000);
    const paid = await beat(learner, paidLecture, [{ from: 0, to: 20 }]);
    expect(paid.body.status).toBe(403);
    const malformed = await call(t.app, "POST", `/api/credits/lecture/${course.lectures[0]!.id}/heartbeat`, {
      token: learner,
      form: { report: JSON.stringify({ deviceId: "x", segments: [], sentAt: 1, visible: true, playing: true }) },
    });
    expect(malformed.body.status).toBe(400);
  });

  it("credits a simply watched stretch exactly, and a seek ahead nothing", async () => {
    const lecture = course.lectures[0]!;
    const device = "device-seeker01";
    t.advance(20_000);
    const first = await beat(learner, lecture.id, [{ from: 0, to: 10 }], { device });
    expect(first.body.data).toMatchObject({ creditedSeconds: 10, refusal: null });
    // 10 s later the report claims 10 s played and a jump far ahead: more media than the wall clock allowed
    t.advance(10_000);
    const seek = await beat(
      learner,
      lecture.id,
      [
        { from: 10, to: 12 },
        { from: 12, to: lecture.duration },
      ],
      { device },
    );
    expect(seek.body.data).toMatchObject({ creditedSeconds: 0, refusal: "overrun" });
  });

  it("credits nothing while the page is hidden or the video paused", async () => {
    const lecture = course.lectures[0]!;
    t.advance(20_000);
    const hidden = await beat(learner, lecture.id, [{ from: 10, to: 20 }], {
      device: "device-hidden01",
      visible: false,
    });
    expect(hidden.body.data).toMatchObject({ creditedSeconds: 0, refusal: "hidden" });
    t.advance(20_000);
    const paused = await beat(learner, lecture.id, [{ from: 10, to: 20 }], {
      device: "device-paused01",
      playing: false,
    });
    expect(paused.body.data).toMatchObject({ creditedSeconds: 0, refusal: "notPlaying" });
  });

  it("refuses a second device playing at the same time", async () => {
    t.advance(15 * 60_000); // clear of the earlier reports
    t.advance(20_000);
    const one = await beat(learner, elsewhere, [{ from: 0, to: 20 }], { device: "device-phone001" });
    expect(one.body.data.creditedSeconds).toBe(20);
    const two = await beat(learner, course.lectures[0]!.id, [{ from: 10, to: 30 }], { device: "device-laptop01" });
    expect(two.body.data).toMatchObject({ creditedSeconds: 0, refusal: "otherDevice" });
  });

  it("counts a rewatched stretch once, and a resent report once", async () => {
    t.advance(15 * 60_000);
    const lecture = course.lectures[0]!;
    const before = await ledgerCount();
    t.advance(10_000);
    const again = await beat(learner, lecture.id, [{ from: 0, to: 10 }], { device: "device-rewatch1" });
    expect(again.body.data).toMatchObject({ creditedSeconds: 0, refusal: null });
    t.advance(10_000);
    const sentAt = t.now().getTime();
    const fresh = await beat(learner, lecture.id, [{ from: 10, to: 20 }], { device: "device-rewatch1", sentAt });
    expect(fresh.body.data.creditedSeconds).toBe(10);
    const resent = await beat(learner, lecture.id, [{ from: 10, to: 20 }], { device: "device-rewatch1", sentAt });
    expect(resent.body.data).toEqual(fresh.body.data);
    expect(await ledgerCount()).toBe(before + 1);
  });
});

describe("the ledger", () => {
  it("refuses an UPDATE of earned time: the record is append-only", async () => {
    const userId = await userIdOf(LEARNER_MOBILE);
    await expect(
      t.server.db.update(creditEntries).set({ seconds: 99_999 }).where(eq(creditEntries.userId, userId)),
    ).rejects.toThrow();
    const rows = await t.server.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(rows.every((r) => r.seconds < 99_999)).toBe(true);
  });
});

describe("completing a course", () => {
  let serial: string;

  it("issues one 结业证书 when every lecture is watched to the end, listed in the summary", async () => {
    t.advance(15 * 60_000);
    let issued: string | null = null;
    for (const lecture of course.lectures) {
      const watched = await watch(learner, lecture.id, 0, lecture.duration, "device-complete");
      issued = watched.serial ?? issued;
    }
    expect(issued).toMatch(/^JY-\d{4}-[0-9A-Z]{26}$/);
    serial = issued!;
    const { body } = await summary(learner);
    expect(body.status).toBe(200);
    expect(body.data.certificates.map((c) => c.serial)).toContain(serial);
    // the samples are seconds long: the hours are there, rounded down to 0.1 学时
    const item = body.data.items.find((i) => i.source === "lecture" && i.id === course.id);
    expect(item?.hours).toBe(Math.floor(course.lectures.reduce((s, l) => s + l.duration, 0) / 270) / 10);
    // watching again issues no second certificate
    t.advance(15 * 60_000);
    const again = await watch(learner, course.lectures[0]!.id, 0, course.lectures[0]!.duration, "device-again01");
    expect(again).toEqual({ credited: 0, serial: null });
  });

  it("its PDF holds the masked name, the hours and the serial; another learner's request is refused", async () => {
    const path = CREDIT_CERTIFICATE_PDF_PATH.replace(":serial", serial);
    const response = await t.app.request(path, { headers: { authorization: `Bearer ${learner}` } });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await response.arrayBuffer());
    const [user] = await t.server.db.select().from(users).where(eq(users.mobile, LEARNER_MOBILE));
    expect(text).toContain(serial);
    expect(text).toContain(`${[...user!.username][0]}*`);
    expect(text).not.toContain(user!.username.length > 1 ? user!.username : "never");
    expect(text).toContain("139****0011");
    expect(text).toMatch(/\d+\.\d学时/);
    const stranger = await t.app.request(path, { headers: { authorization: `Bearer ${other}` } });
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get("content-type")).not.toBe("application/pdf");
    const anonymous = await t.app.request(path);
    expect(anonymous.status).toBe(401);
  });

  it("the verification page shows it valid to anyone, unknown serials say so", async () => {
    const page = await t.app.request(`/certificate/verify/${serial}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("有效");
    expect(html).toContain("结业证书");
    expect(html).toContain(serial);
    const unknown = await t.app.request("/certificate/verify/JY-2026-00000000000000000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("未找到该编号的证书");
  });
});

describe("the yearly 学时证明", () => {
  it("is a PDF with the year's hours by category and a serial, a new serial when the hours change", async () => {
    const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Shanghai" }).format(t.now()));
    const userId = await userIdOf(LEARNER_MOBILE);
    const exam = (paper: number, tenths: number) =>
      appendCreditEntry(t.server.db, {
        userId,
        source: "exam",
        category: "公需科目",
        examPaperId: paper,
        title: "阶段考试：测试",
        hoursTenths: tenths,
        earnedAt: t.now(),
      });
    await exam(900_001, 25);
    const first = await t.app.request(`/api/credits/years/${year}/pdf`, {
      headers: { authorization: `Bearer ${learner}` },
    });
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(await first.arrayBuffer());
    expect(text).toContain("学时证明");
    expect(text).toContain("专业科目");
    const serial = /XS-\d{4}-[0-9A-Z]{26}/.exec(text)?.[0];
    expect(serial).toBeDefined();
    const { body } = await summary(learner, year);
    expect(text).toContain(`${body.data.hours.toFixed(1)}学时`);
    const second = await t.app.request(`/api/credits/years/${year}/pdf`, {
      headers: { authorization: `Bearer ${learner}` },
    });
    expect(await pdfText(await second.arrayBuffer())).toContain(serial!);
    await exam(900_002, 10);
    const third = await t.app.request(`/api/credits/years/${year}/pdf`, {
      headers: { authorization: `Bearer ${learner}` },
    });
    const changed = await pdfText(await third.arrayBuffer());
    expect(changed).not.toContain(serial!);
    expect(changed).toContain(`${(body.data.hours + 1).toFixed(1)}学时`);
    const empty = await t.app.request("/api/credits/years/2001/pdf", {
      headers: { authorization: `Bearer ${learner}` },
    });
    expect(empty.status).toBe(404);
  });
});

describe("the summary", () => {
  it("adds up a year against the site's requirement, and says 400 for a year out of range", async () => {
    const { body } = await summary(other);
    expect(body.status).toBe(200);
    expect(body.data.requirement).toMatchObject({ source: "site", total: 90 });
    expect(body.data.categories.map((c) => c.category)).toEqual(["专业科目", "公需科目"]);
    expect(body.data.minutesPerHour).toBe(45);
    const bad = await call(t.app, "GET", "/api/credits/summary?year=1999", { token: learner });
    expect(bad.body.status).toBe(400);
    const anonymous = await call(t.app, "GET", "/api/credits/summary");
    expect(anonymous.body.status).toBe(401);
  });
});

describe("the verification page's budget", () => {
  it("answers 429 past the client's budget, other clients still served", async () => {
    const app = createApp(t.server, { webDist: null, mediaDir: null, verifyLimit: { perWindow: 2, windowMs: 60_000 } });
    const from = (address: string) =>
      app.request(
        "/certificate/verify/JY-2026-00000000000000000000000001",
        {},
        {
          incoming: { socket: { remoteAddress: address } },
        },
      );
    expect((await from("10.0.0.1")).status).toBe(404);
    expect((await from("10.0.0.1")).status).toBe(404);
    const refused = await from("10.0.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await from("10.0.0.2")).status).toBe(404);
  });
});

describe("CREDIT_MINUTES_PER_HOUR", () => {
  it("refuses to start with a value that is not a whole number of minutes", async () => {
    await expect(
      createServerContext({
        dataDir: null,
        production: false,
        seed: false,
        env: { CREDIT_MINUTES_PER_HOUR: "45min" },
        log: { info: () => {}, error: () => {} },
      }),
    ).rejects.toThrow(CreditConfigError);
  });
});

describe("the console's study-hour calls", () => {
  let admin: string;
  beforeAll(async () => {
    const [user] = await t.server.db.select().from(users).where(eq(users.mobile, "13800000010"));
    admin = (await issueLogin(t.server, user!, null)).token;
  });

  it("revokes a certificate with a reason: the page then says 已撤销, and a second revoke is 404", async () => {
    const { body } = await summary(learner);
    const serial = body.data.certificates.find((c) => c.kind === "course")!.serial;
    const revoke = () =>
      call(t.app, "POST", `/api/admin/credits/certificates/${serial}/revoke`, {
        token: admin,
        form: { reason: "学习记录存疑" },
      });
    expect((await revoke()).body.status).toBe(200);
    const html = await (await t.app.request(`/certificate/verify/${serial}`)).text();
    expect(html).toContain("已撤销");
    expect(html).toContain("学习记录存疑");
    expect(html).not.toContain(">有效<");
    expect((await revoke()).body.status).toBe(404);
    const after = await summary(learner);
    expect(after.body.data.certificates.find((c) => c.serial === serial)?.revoked).toBe(true);
  });

  it("shows an administrator a learner's 学时档案 with the certificates' serials; an unknown learner is 404", async () => {
    const userId = await userIdOf(LEARNER_MOBILE);
    const own = (await summary(learner)).body.data;
    const { body } = await call<CreditsSummary>(t.app, "GET", `/api/admin/users/${userId}/credits`, { token: admin });
    expect(body.status).toBe(200);
    expect(body.data).toEqual(own);
    expect(body.data.certificates.length).toBeGreaterThan(0);
    const unknown = await call(t.app, "GET", "/api/admin/users/999999/credits", { token: admin });
    expect(unknown.body).toMatchObject({ status: 404, msg: "学员不存在" });
  });

  it("corrects hours with a new row (reason, operator, audit), leaving earlier rows as they were", async () => {
    const userId = await userIdOf(LEARNER_MOBILE);
    const rowsBefore = await t.server.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(asc(creditEntries.id));
    const before = (await summary(learner)).body.data;
    const { body } = await call(t.app, "POST", "/api/admin/credits/corrections", {
      token: admin,
      form: { userId: String(userId), category: "公需科目", hours: "2.5", reason: "补录线下培训" },
    });
    expect(body.status).toBe(200);
    const after = (await summary(learner)).body.data;
    expect(after.hours).toBeCloseTo(before.hours + 2.5, 5);
    expect(after.items).toContainEqual(
      expect.objectContaining({ source: "correction", hours: 2.5, reason: "补录线下培训" }),
    );
    const rowsAfter = await t.server.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
      .orderBy(asc(creditEntries.id));
    expect(rowsAfter.slice(0, rowsBefore.length)).toEqual(rowsBefore);
    const zero = await call(t.app, "POST", "/api/admin/credits/corrections", {
      token: admin,
      form: { userId: String(userId), category: "公需科目", hours: "0", reason: "无" },
    });
    expect(zero.body.status).toBe(400);
  });
});

describe("a course's category", () => {
  it("set in the console, is what its lectures credit from then on", async () => {
    const [lecture] = await t.server.db
      .select({ courseId: lectureFiles.courseId })
      .from(lectureFiles)
      .where(eq(lectureFiles.id, elsewhere));
    const [user] = await t.server.db.select().from(users).where(eq(users.mobile, "13800000011"));
    const editor = (await issueLogin(t.server, user!, null)).token;
    const set = await call(t.app, "POST", `/api/admin/courses/${lecture!.courseId}/credit-category`, {
      token: editor,
      form: { category: "公需科目" },
    });
    expect(set.body.status).toBe(200);
    const bad = await call(t.app, "POST", `/api/admin/courses/${lecture!.courseId}/credit-category`, {
      token: editor,
      form: { category: "其他" },
    });
    expect(bad.body.status).toBe(400);
    t.advance(15 * 60_000);
    const { credited } = await watch(other, elsewhere, 0, 20, "device-category");
    expect(credited).toBe(20);
    const { body } = await summary(other);
    expect(body.data.items.find((i) => i.id === lecture!.courseId)?.category).toBe("公需科目");
  });
});

describe("the verification page's stylesheet", () => {
  it("is linked from the page and served from the site's own origin (the CSP refuses inline styles)", async () => {
    const html = await (await t.app.request("/certificate/verify/JY-2026-00000000000000000000000009")).text();
    expect(html).toContain('href="/certificate/verify.css"');
    expect(html).not.toContain("<style");
    const css = await t.app.request("/certificate/verify.css");
    expect(css.headers.get("content-type")).toContain("text/css");
  });
});
