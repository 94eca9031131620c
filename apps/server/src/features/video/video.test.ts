import { parseInteractionEvent } from "@taxlearn/core";
import { and, asc, eq, ne } from "drizzle-orm";
import { Either } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { issueLogin } from "../../auth/sessions";
import { createServerContext } from "../../create-server";
import type { OpenDatabase } from "../../db/database";
import { coursePurchases, courses, lectureFiles, lectureMedia, users, vipMemberships } from "../../db/schema";
import type { ServerContext } from "../../server-context";
import { PLAYBACK_TOKEN_TTL_SECONDS } from "./playback-token";
import { VIDEO_MESSAGES } from "./video.messages";
import { findProgress, lecturesOfCourse } from "./video.repo";
import { playbackTokensOf } from "./video.service";

const DAY = 86_400_000;

let now = new Date("2026-06-01T08:00:00Z");
let server: ServerContext;
let database: OpenDatabase;
let app: ReturnType<typeof createApp>;

// biome-ignore lint/suspicious/noExplicitAny: each test asserts the fields of the data it reads
type Envelope = { status: number; success: boolean; msg: string; data: any };

const call = async (method: "GET" | "POST", path: string, token: string | null, body?: Record<string, unknown>) => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers["content-type"] = "application/json";
  const response = await app.request(path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope;
};

const tokens: Record<"learner" | "buyer" | "vip" | "expiredVip" | "other", string> = {} as never;
const userIds: Record<keyof typeof tokens, number> = {} as never;
let freeFile: { id: number; courseId: number; mediaId: string };
let paidFile: { id: number; courseId: number; mediaId: string };
let otherPaidFile: { id: number; mediaId: string };

async function createUser(mobile: string, username: string) {
  const [user] = await server.db.insert(users).values({ mobile, username, createdAt: now }).returning({ id: users.id });
  return user!;
}

beforeAll(async () => {
  ({ server, database } = await createServerContext({
    dataDir: null,
    production: false,
    clock: () => now,
    log: { info: () => {}, error: () => {} },
  }));
  app = createApp(server, { webDist: null, mediaDir: null });

  const fileOf = async (free: boolean) => {
    const [row] = await server.db
      .select({ id: lectureFiles.id, courseId: lectureFiles.courseId, mediaId: lectureFiles.mediaId })
      .from(lectureFiles)
      .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
      .where(free ? eq(courses.price, "0.00") : ne(courses.price, "0.00"))
      .orderBy(asc(lectureFiles.id))
      .limit(1);
    return row!;
  };
  freeFile = await fileOf(true);
  paidFile = await fileOf(false);
  const [other] = await server.db
    .select({ id: lectureFiles.id, mediaId: lectureFiles.mediaId })
    .from(lectureFiles)
    .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
    .where(and(eq(lectureMedia.encrypted, true), ne(lectureFiles.mediaId, paidFile.mediaId)))
    .limit(1);
  otherPaidFile = other!;

  const people = {
    learner: await createUser("13900000001", "学员甲"),
    buyer: await createUser("13900000002", "学员乙"),
    vip: await createUser("13900000003", "会员丙"),
    expiredVip: await createUser("13900000004", "会员丁"),
    other: await createUser("13900000005", "学员戊"),
  };
  await server.db
    .insert(coursePurchases)
    .values({ userId: people.buyer.id, courseId: paidFile.courseId, purchasedAt: now });
  await server.db.insert(vipMemberships).values([
    {
      userId: people.vip.id,
      vipProductId: 3,
      startAt: new Date(now.getTime() - 10 * DAY),
      endAt: new Date(now.getTime() + 355 * DAY),
    },
    {
      userId: people.expiredVip.id,
      vipProductId: 1,
      startAt: new Date(now.getTime() - 40 * DAY),
      endAt: new Date(now.getTime() - 10 * DAY),
    },
  ]);
  for (const [role, user] of Object.entries(people) as [keyof typeof tokens, { id: number }][]) {
    userIds[role] = user.id;
    tokens[role] = (await issueLogin(server, { id: user.id, username: role }, null)).token;
  }
  // a whole seed of its own (every lecture's video, transcript and cards), not a test template
}, 240_000);

afterAll(async () => {
  await database.close();
});

describe("seeded lectures", () => {
  it("gives every course its lessonCount lecture files, paid courses playing encrypted media", async () => {
    const rows = await server.db
      .select({
        courseId: courses.id,
        price: courses.price,
        lessonCount: courses.lessonCount,
        encrypted: lectureMedia.encrypted,
      })
      .from(courses)
      .innerJoin(lectureFiles, eq(lectureFiles.courseId, courses.id))
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId));
    const byCourse = new Map<number, typeof rows>();
    for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
    const allCourses = await server.db.select({ id: courses.id }).from(courses);
    expect(byCourse.size).toBe(allCourses.length);
    for (const lectures of byCourse.values()) {
      expect(lectures).toHaveLength(lectures[0]!.lessonCount);
      for (const lecture of lectures) expect(lecture.encrypted).toBe(lecture.price !== "0.00");
    }
  });
});

describe("entitlement matrix: play info, interaction events and playback tokens", () => {
  const roles = ["anonymous", "learner", "buyer", "vip", "expiredVip"] as const;
  // Free for any logged-in user; paid for buyers and active VIPs; anonymous callers must log in.
  const expected: Record<(typeof roles)[number], { free: number; paid: number }> = {
    anonymous: { free: 401, paid: 401 },
    learner: { free: 200, paid: 403 },
    buyer: { free: 200, paid: 200 },
    vip: { free: 200, paid: 200 },
    expiredVip: { free: 200, paid: 403 },
  };

  for (const role of roles) {
    it(`${role}: free → ${expected[role].free}, paid → ${expected[role].paid}`, async () => {
      const token = role === "anonymous" ? null : tokens[role];
      for (const [kind, file] of [
        ["free", freeFile],
        ["paid", paidFile],
      ] as const) {
        const status = expected[role][kind];
        const info = await call("GET", `/api/aliVod/playInfo/${file.id}`, token);
        const events = await call("GET", `/api/onlineProduct/fileExtraData?fileId=${file.id}`, token);
        expect(info.status).toBe(status);
        expect(events.status).toBe(status);
        if (status === 200) {
          expect(info.data.definitions.map((d: { definition: string }) => d.definition)).toEqual(["360p"]);
          expect(info.data.encryptType).toBe(kind === "paid" ? 1 : 0);
          // a paid lecture's playlists are signed for the caller (signed-playlists.test.ts plays them)
          expect(info.data.masterUrl).toMatch(
            kind === "paid"
              ? new RegExp(`^/api/aliVod/hls/play/${file.id}/master\\.m3u8\\?MtsHlsUriToken=[\\w.-]+$`)
              : new RegExp(`^/media/video/lectures/${file.mediaId}/master\\.m3u8$`),
          );
        } else {
          expect(info.data).toBeNull();
          expect(JSON.stringify(info)).not.toContain(".m3u8");
        }
        if (status === 403) expect(info.msg).toBe(VIDEO_MESSAGES.notEntitled);
        if (kind === "paid") {
          const grant = await call("POST", "/api/aliVod/hls/hlsGenerateToken", token, { jsCode: 2, fileId: file.id });
          expect(grant.status).toBe(status);
          if (status === 200) expect(grant.data.expiresInSeconds).toBe(PLAYBACK_TOKEN_TTL_SECONDS);
        }
      }
    });
  }

  it("answers 404 for an unknown lecture file and 400 for a bad id", async () => {
    expect((await call("GET", "/api/aliVod/playInfo/999999999", tokens.vip)).status).toBe(404);
    expect((await call("GET", "/api/aliVod/playInfo/abc", tokens.vip)).status).toBe(400);
  });

  it("needs jsCode 2 and an encrypted file for a playback token", async () => {
    expect(
      (await call("POST", "/api/aliVod/hls/hlsGenerateToken", tokens.vip, { jsCode: 1, fileId: paidFile.id })).status,
    ).toBe(400);
    expect(
      (await call("POST", "/api/aliVod/hls/hlsGenerateToken", tokens.vip, { jsCode: 2, fileId: freeFile.id })).status,
    ).toBe(400);
  });
});

describe("interaction events", () => {
  it("include every type, interrupting cards and jump links, and all parse with the core rules", async () => {
    const { data } = await call("GET", `/api/onlineProduct/fileExtraData?fileId=${freeFile.id}`, tokens.learner);
    const types = new Set(data.map((e: { type: number }) => e.type));
    expect([...types].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(data.some((e: { isInterrupt: number }) => e.isInterrupt === 1)).toBe(true);
    expect(data.some((e: { configure: string }) => e.configure.includes("htmlRouter"))).toBe(true);
    for (const event of data) {
      expect(event.fileId).toBe(freeFile.id);
      expect(Either.isRight(parseInteractionEvent(event))).toBe(true);
    }
    const pointTimes = data.map((e: { pointTime: number }) => e.pointTime);
    expect(pointTimes).toEqual([...pointTimes].sort((a, b) => a - b));
  });
});

describe("the key endpoint", () => {
  const keyUrl = (mediaId: string, token?: string) =>
    `/api/aliVod/hls/key/${mediaId}${token === undefined ? "" : `?MtsHlsUriToken=${encodeURIComponent(token)}`}`;
  const getKey = (url: string, loginToken: string | null) =>
    app.request(url, { headers: loginToken ? { authorization: `Bearer ${loginToken}` } : {} });
  const playbackToken = async (loginToken: string, fileId: number) =>
    (await call("POST", "/api/aliVod/hls/hlsGenerateToken", loginToken, { jsCode: 2, fileId })).data.token as string;

  it("returns the 16-byte key to the token's user", async () => {
    const token = await playbackToken(tokens.vip, paidFile.id);
    const response = await getKey(keyUrl(paidFile.mediaId, token), tokens.vip);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const key = Buffer.from(await response.arrayBuffer());
    // the key this database seeded for the lecture's own video
    const [seeded] = await server.db
      .select({ keyHex: lectureMedia.keyHex })
      .from(lectureMedia)
      .where(eq(lectureMedia.id, paidFile.mediaId));
    expect(key.toString("hex")).toBe(seeded!.keyHex);
  });

  it("denies without a token, with a forged or tampered token", async () => {
    const token = await playbackToken(tokens.buyer, paidFile.id);
    const [payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ u: userIds.learner, f: paidFile.id, e: 4_000_000_000 }),
    ).toString("base64url");
    const denied = [
      await getKey(keyUrl(paidFile.mediaId), tokens.buyer),
      await getKey(keyUrl(paidFile.mediaId, "garbage"), tokens.buyer),
      await getKey(keyUrl(paidFile.mediaId, `${forgedPayload}.${signature}`), tokens.learner),
      await getKey(keyUrl(paidFile.mediaId, `${payload}.${signature!.slice(0, -2)}xx`), tokens.buyer),
    ];
    for (const response of denied) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as Envelope).msg).toBe(VIDEO_MESSAGES.keyDenied);
    }
  });

  // The signed URL is the credential (native players send no login header); what the token's learner may watch
  // decides, whoever sends it.
  it("opens the key by the token's learner, with or without a login header", async () => {
    const token = await playbackToken(tokens.vip, paidFile.id);
    for (const header of [null, tokens.vip, tokens.learner]) {
      expect((await getKey(keyUrl(paidFile.mediaId, token), header)).status).toBe(200);
    }
  });

  it("denies a token of a learner who is not entitled, whoever sends it", async () => {
    const forged = playbackTokensOf(server).issue({ userId: userIds.learner, fileId: paidFile.id }).token;
    for (const header of [null, tokens.learner, tokens.vip]) {
      const response = await getKey(keyUrl(paidFile.mediaId, forged), header);
      expect(response.status).toBe(403);
      expect(((await response.json()) as Envelope).msg).toBe(VIDEO_MESSAGES.notEntitled);
    }
  });

  it("denies a token bound to a file of another media", async () => {
    const token = await playbackToken(tokens.vip, otherPaidFile.id);
    expect((await getKey(keyUrl(paidFile.mediaId, token), tokens.vip)).status).toBe(403);
    expect((await getKey(keyUrl(otherPaidFile.mediaId, token), tokens.vip)).status).toBe(200);
  });

  it("denies a token once it expires", async () => {
    const token = await playbackToken(tokens.vip, paidFile.id);
    const issuedAt = now;
    try {
      now = new Date(issuedAt.getTime() + (PLAYBACK_TOKEN_TTL_SECONDS - 1) * 1000);
      expect((await getKey(keyUrl(paidFile.mediaId, token), tokens.vip)).status).toBe(200);
      now = new Date(issuedAt.getTime() + PLAYBACK_TOKEN_TTL_SECONDS * 1000);
      expect((await getKey(keyUrl(paidFile.mediaId, token), tokens.vip)).status).toBe(403);
    } finally {
      now = issuedAt;
    }
  });
});

describe("course lectures", () => {
  it("lists a course's lectures in order with the caller's progress and entitlement", async () => {
    await call("POST", "/api/writeBreakpointRecord", tokens.buyer, { fileId: paidFile.id, breakpoint: 7 });
    const bought = await call("GET", `/api/onlineProduct/lectures/${paidFile.courseId}`, tokens.buyer);
    expect(bought.data).toMatchObject({ courseId: paidFile.courseId, entitled: true, entitledVia: "purchase" });
    expect(bought.data.lectures[0]).toMatchObject({ fileId: paidFile.id, sort: 1, breakpoint: 7 });
    expect(bought.data.lectures.map((l: { sort: number }) => l.sort)).toEqual(
      bought.data.lectures.map((_: unknown, i: number) => i + 1),
    );

    const learner = await call("GET", `/api/onlineProduct/lectures/${paidFile.courseId}`, tokens.learner);
    expect(learner.data).toMatchObject({ entitled: false, entitledVia: null });
    expect(learner.data.lectures[0].breakpoint).toBe(0);
    const vip = await call("GET", `/api/onlineProduct/lectures/${paidFile.courseId}`, tokens.vip);
    expect(vip.data.entitledVia).toBe("vip");
    const anonymous = await call("GET", `/api/onlineProduct/lectures/${freeFile.courseId}`, null);
    expect(anonymous.data).toMatchObject({ entitled: null, entitledVia: null });
    expect((await call("GET", "/api/onlineProduct/lectures/999999", null)).status).toBe(404);
  });
});

describe("breakpoints and study progress", () => {
  it("round-trips the resume position into play info and the course's lecture list", async () => {
    const saved = await call("POST", "/api/writeBreakpointRecord", tokens.learner, {
      fileId: freeFile.id,
      breakpoint: 12.5,
    });
    expect(saved.data).toMatchObject({ fileId: freeFile.id, breakpoint: 12.5 });
    expect((await call("GET", `/api/aliVod/playInfo/${freeFile.id}`, tokens.learner)).data.breakpoint).toBe(12.5);
    // Idempotent: the same call again changes nothing.
    await call("POST", "/api/writeBreakpointRecord", tokens.learner, { fileId: freeFile.id, breakpoint: 12.5 });
    const list = await lecturesOfCourse(server.db, freeFile.courseId, userIds.learner);
    expect(list.find((l) => l.fileId === freeFile.id)?.breakpoint).toBe(12.5);
    // Other users see their own (none).
    expect((await call("GET", `/api/aliVod/playInfo/${freeFile.id}`, tokens.other)).data.breakpoint).toBe(0);
    const anonymous = await lecturesOfCourse(server.db, freeFile.courseId, null);
    expect(anonymous.every((l) => l.breakpoint === 0 && l.progress === 0)).toBe(true);
  });

  it("accepts form-encoded bodies and clamps positions into the lecture", async () => {
    const response = await app.request("/api/writeBreakpointRecord", {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.buyer}`, "content-type": "application/x-www-form-urlencoded" },
      body: `fileId=${freeFile.id}&breakpoint=99999`,
    });
    const info = await call("GET", `/api/aliVod/playInfo/${freeFile.id}`, tokens.buyer);
    expect(((await response.json()) as Envelope).data.breakpoint).toBe(info.data.duration);
  });

  it("rejects negative or non-numeric positions, unknown files and anonymous callers", async () => {
    expect(
      (await call("POST", "/api/writeBreakpointRecord", tokens.learner, { fileId: freeFile.id, breakpoint: -1 }))
        .status,
    ).toBe(400);
    expect(
      (await call("POST", "/api/writeBreakpointRecord", tokens.learner, { fileId: freeFile.id, breakpoint: "x" }))
        .status,
    ).toBe(400);
    expect(
      (await call("POST", "/api/writeBreakpointRecord", tokens.learner, { fileId: 999999999, breakpoint: 1 })).status,
    ).toBe(404);
    expect(
      (await call("POST", "/api/writeBreakpointRecord", null, { fileId: freeFile.id, breakpoint: 1 })).status,
    ).toBe(401);
  });

  it("keeps the furthest progress as a percentage of the lecture, 0 to 100", async () => {
    const { data: info } = await call("GET", `/api/aliVod/playInfo/${freeFile.id}`, tokens.other);
    const record = async (position: number) =>
      (await call("POST", "/api/writeStudyRecord", tokens.other, { fileId: freeFile.id, position })).data.progress;
    expect(await record(info.duration / 4)).toBe(25);
    expect(await record(info.duration / 10)).toBe(25);
    expect(await record(info.duration / 2)).toBe(50);
    expect(await record(info.duration * 3)).toBe(100);
    const list = await lecturesOfCourse(server.db, freeFile.courseId, userIds.other);
    expect(list.find((l) => l.fileId === freeFile.id)?.progress).toBe(100);
  });

  it("stores progress only for a lecture the caller may watch: 403 购买后即可观看 and nothing saved otherwise", async () => {
    // Entitlement as for play info: paid lectures for buyers and active VIPs only.
    const expected = { learner: 403, expiredVip: 403, buyer: 200, vip: 200 } as const;
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const breakpoint = await call("POST", "/api/writeBreakpointRecord", tokens[role], {
        fileId: paidFile.id,
        breakpoint: 30,
      });
      const study = await call("POST", "/api/writeStudyRecord", tokens[role], { fileId: paidFile.id, position: 30 });
      for (const answer of [breakpoint, study]) {
        expect(answer.status, role).toBe(status);
        if (status === 403) expect(answer).toMatchObject({ msg: VIDEO_MESSAGES.notEntitled, data: null });
      }
      const saved = await findProgress(server.db, userIds[role], paidFile.id);
      if (status === 403) expect(saved, role).toBeNull();
      else expect(saved?.breakpointSeconds, role).toBe(30);
    }
  });
});

describe("course ratings", () => {
  const rate = (path: string, token: string | null, fields: Record<string, unknown>) =>
    call("POST", path, token, { productType: 1, productId: freeFile.courseId, content: "讲得清楚", ...fields });

  it("takes one rating per user per course, replaced by edit, read back by its owner only", async () => {
    const submitted = await rate("/api/feedback/submit", tokens.learner, { star: 4, userId: userIds.other });
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({
      star: 4,
      userId: userIds.learner,
      productId: freeFile.courseId,
      content: "讲得清楚",
    });
    const again = await rate("/api/feedback/submit", tokens.learner, { star: 5 });
    expect(again.status).toBe(409);
    expect(again.msg).toBe(VIDEO_MESSAGES.feedbackExists);

    const edited = await rate("/api/feedback/edit", tokens.learner, { star: 2, content: "有点难" });
    expect(edited.data).toMatchObject({ id: submitted.data.id, star: 2, content: "有点难" });
    const mine = await call("POST", `/api/feedback/getInfo/${freeFile.courseId}`, tokens.learner);
    expect(mine.data).toMatchObject({ star: 2, content: "有点难" });
    expect((await call("POST", `/api/feedback/getInfo/${freeFile.courseId}`, tokens.other)).data).toBeNull();
  });

  it("accepts whole stars 1 to 5 only", async () => {
    for (const star of [0, 6, 2.5, "abc", -1]) {
      expect((await rate("/api/feedback/submit", tokens.buyer, { star })).status).toBe(400);
    }
    expect((await rate("/api/feedback/submit", tokens.buyer, { star: 1 })).data.star).toBe(1);
    expect((await rate("/api/feedback/edit", tokens.buyer, { star: 5 })).data.star).toBe(5);
  });

  it("needs a login, an existing course, and an existing rating to edit", async () => {
    expect((await rate("/api/feedback/submit", null, { star: 3 })).status).toBe(401);
    expect((await rate("/api/feedback/submit", tokens.vip, { star: 3, productId: 999999 })).status).toBe(404);
    const edit = await rate("/api/feedback/edit", tokens.vip, { star: 3 });
    expect(edit.status).toBe(404);
    expect(edit.msg).toBe(VIDEO_MESSAGES.feedbackMissing);
  });

  it("stores and returns the rating text as plain text: tags, script bodies and control characters are dropped", async () => {
    const submitted = await rate("/api/feedback/submit", tokens.other, {
      star: 5,
      content: '<b>讲解</b>清楚<script>alert("x")</script>\u0001，<img src=x onerror=alert(1)>案例\u202e实用',
    });
    expect(submitted.status).toBe(200);
    expect(submitted.data.content).toBe("讲解清楚，案例实用");
    const edited = await rate("/api/feedback/edit", tokens.other, {
      star: 4,
      content: "&lt;a href=javascript:alert(1)&gt;链接&lt;/a&gt;\u0007希望<br>多些示例",
    });
    expect(edited.data.content).toBe("链接希望\n多些示例");
    const stored = await call("POST", `/api/feedback/getInfo/${freeFile.courseId}`, tokens.other);
    expect(stored.data).toMatchObject({ star: 4, content: "链接希望\n多些示例" });
    // NUL cannot be stored in a text column: every field refuses it at the boundary, before any handler
    const withNul = await rate("/api/feedback/edit", tokens.other, { star: 3, content: "好\u0000课" });
    expect(withNul).toMatchObject({ status: 400, msg: "参数格式不正确：content" });
    expect((await call("POST", `/api/feedback/getInfo/${freeFile.courseId}`, tokens.other)).data).toMatchObject({
      star: 4,
    });
  });
});
