import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { grantRole, revokeRole } from "../../auth/user-roles";
import { courses, lectureFiles, lectureMedia, users, vipMemberships } from "../../db/schema";
import { type LoopbackListener, serveOnLoopback } from "../../testing/loopback-listener";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { signPlaylist } from "./signed-playlists";
import { VIDEO_MESSAGES } from "./video.messages";
import { playbackTokensOf } from "./video.service";

// A paid lecture must play in any HLS client given nothing but the play info's URL: no login header, no token
// appended by a player library. ffmpeg stands for the native players (iOS Safari, WeChat's iOS WebView, TVs).

const MEDIA_DIR = fileURLToPath(new URL("../../../media", import.meta.url));

let t: TestServer;
let app: ReturnType<typeof createApp>;
let listener: LoopbackListener;
let vipToken: string;
let vipUserId: number;
let paid: { id: number; mediaId: string };
let otherPaid: { id: number; mediaId: string };

type PlayInfo = {
  masterUrl: string;
  encryptType: number;
  overlayUrl: string;
  definitions: { definition: string; url: string }[];
};

const playInfo = async (fileId: number) => {
  const { body } = await call<PlayInfo>(app, "GET", `/api/aliVod/playInfo/${fileId}`, { token: vipToken });
  expect(body.status, body.msg).toBe(200);
  return body.data;
};

/** GET over the socket with no header of our own, as a native player asks. */
const bare = (path: string) => fetch(new URL(path, listener.baseUrl));

/** The URIs of a playlist's lines and of its tags' URI attributes. */
const urisOf = (playlist: string, base: string) => {
  const lines = playlist.split("\n").map((line) => line.trim());
  const uris = lines.filter((line) => line && !line.startsWith("#")).map((line) => new URL(line, base).toString());
  const keys = lines.flatMap((line) => {
    const match = /^#EXT-X-KEY:.*URI="([^"]+)"/.exec(line);
    return match ? [new URL(match[1]!, base).toString()] : [];
  });
  return { uris, keys };
};

/** The key URI the signed media playlist of a lecture names (fetched with no headers). */
async function signedKeyUrl(fileId: number): Promise<string> {
  const master = new URL((await playInfo(fileId)).masterUrl, listener.baseUrl).toString();
  const variant = urisOf(await (await bare(master)).text(), master).uris[0]!;
  const keys = urisOf(await (await bare(variant)).text(), variant).keys;
  expect(keys).toHaveLength(1);
  return keys[0]!;
}

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  t = await startTestServer();
  // the sample media are served as on a real start, so the playlists and segments exist
  app = createApp(t.server, { webDist: null, mediaDir: MEDIA_DIR });
  listener = await serveOnLoopback(app.fetch);
  vipToken = await loginAs(app, DEMO.vip);
  vipUserId = (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.vip)))[0]!.id;
  const paidOf = async (mediaId: string) => {
    const [row] = await t.server.db
      .select({ id: lectureFiles.id, mediaId: lectureFiles.mediaId })
      .from(lectureFiles)
      .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
      .innerJoin(lectureMedia, eq(lectureMedia.id, lectureFiles.mediaId))
      .where(and(eq(lectureFiles.mediaId, mediaId), eq(lectureMedia.encrypted, true), ne(courses.price, "0.00")))
      .orderBy(asc(lectureFiles.id))
      .limit(1);
    return row!;
  };
  // course 1001 (paid): its first two lectures, each with a video and a key of its own
  paid = await paidOf("sample-100101");
  otherPaid = await paidOf("sample-100102");
}, 120_000);

afterAll(async () => {
  await listener?.close();
  await t?.close();
});

describe("the play info URL of a paid lecture is self-sufficient", () => {
  it("plays in ffmpeg given only the master playlist URL: three frames decoded, no header added", {
    timeout: 60_000,
  }, async () => {
    const info = await playInfo(paid.id);
    expect(info.encryptType).toBe(1);
    const url = new URL(info.masterUrl, listener.baseUrl).toString();
    const result = await run(process.env.FFMPEG_PATH || "ffmpeg", [
      "-nostdin",
      "-v",
      "error",
      "-i",
      url,
      "-map",
      "0:v:0",
      "-frames:v",
      "3",
      "-f",
      "framecrc",
      "-",
    ]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const frames = result.stdout.split("\n").filter((line) => /^0,/.test(line));
    expect(frames).toHaveLength(3);
  });

  it("names signed URIs for every definition and the presenter layer, each playable without a header", async () => {
    const info = await playInfo(paid.id);
    for (const url of [...info.definitions.map((d) => d.url), info.overlayUrl]) {
      const absolute = new URL(url, listener.baseUrl).toString();
      const response = await bare(absolute);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toContain("mpegurl");
      expect(response.headers.get("cache-control")).toContain("no-store");
      const { uris, keys } = urisOf(await response.text(), absolute);
      expect(keys).toHaveLength(1);
      const key = await bare(keys[0]!);
      expect(key.status).toBe(200);
      expect(Buffer.from(await key.arrayBuffer())).toHaveLength(16);
      expect((await bare(uris[0]!)).status).toBe(200);
    }
  });
});

describe("a signed key URL is refused", () => {
  const refusal = async (url: string, message: string) => {
    const response = await bare(url);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { status: number; msg: string; data: unknown };
    expect(body).toMatchObject({ status: 403, success: false, msg: message, data: null });
  };

  it("with a tampered signature or claims, or none at all", async () => {
    const url = new URL(await signedKeyUrl(paid.id));
    const token = url.searchParams.get("MtsHlsUriToken")!;
    const [payload, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { u: number; f: number; e: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 86_400 })).toString("base64url");
    for (const bad of [`${payload}.${flipped}`, `${longer}.${signature}`, "", "garbage"]) {
      url.searchParams.set("MtsHlsUriToken", bad);
      await refusal(url.toString(), VIDEO_MESSAGES.keyDenied);
    }
  });

  it("for another lecture's key", async () => {
    const url = new URL(await signedKeyUrl(otherPaid.id));
    url.pathname = url.pathname.replace(otherPaid.mediaId, paid.mediaId);
    await refusal(url.toString(), VIDEO_MESSAGES.keyDenied);
  });

  it("once it expires", async () => {
    const url = await signedKeyUrl(paid.id);
    const expiry = JSON.parse(
      Buffer.from(new URL(url).searchParams.get("MtsHlsUriToken")!.split(".")[0]!, "base64url").toString(),
    ).e as number;
    expect((await bare(url)).status).toBe(200);
    t.advance(expiry * 1000 - t.now().getTime() - 1000);
    expect((await bare(url)).status).toBe(200);
    t.advance(1000);
    await refusal(url, VIDEO_MESSAGES.keyDenied);
  });

  it("once the learner loses the entitlement (the VIP membership ends)", async () => {
    const url = await signedKeyUrl(paid.id);
    const master = new URL((await playInfo(paid.id)).masterUrl, listener.baseUrl).toString();
    expect((await bare(url)).status).toBe(200);
    await t.server.db.update(vipMemberships).set({ endAt: t.now() }).where(eq(vipMemberships.userId, vipUserId));
    await refusal(url, VIDEO_MESSAGES.notEntitled);
    await refusal(master, VIDEO_MESSAGES.notEntitled);
  });
});

describe("the console's preview", () => {
  it("opens the key for an operator who may edit lectures, and not once the role is gone", async () => {
    // a learner of its own, who has bought nothing
    const [plain] = await t.server.db
      .insert(users)
      .values({ mobile: "13900000077", username: "审核编辑", createdAt: t.now() })
      .returning({ id: users.id });
    const token = playbackTokensOf(t.server).issue({ userId: plain!.id, fileId: paid.id }).token;
    const url = `/api/aliVod/hls/key/${paid.mediaId}?MtsHlsUriToken=${encodeURIComponent(token)}`;
    // a learner who has not bought the course: no key
    expect((await bare(url)).status).toBe(403);
    await grantRole(t.server.db, plain!.id, "editor", t.now());
    expect((await bare(url)).status).toBe(200);
    await revokeRole(t.server.db, plain!.id, "editor");
    expect((await bare(url)).status).toBe(403);
  });
});

describe("signPlaylist", () => {
  const at = { fileId: 7, mediaId: "up-1", playlist: "360p/index.m3u8", token: "p.s" };

  it("signs the key whatever URI was stored, makes the segments absolute and leaves foreign URIs alone", () => {
    const stored = [
      "#EXTM3U",
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://old.example/key",IV=0x01',
      "#EXTINF:4.0,",
      "seg-000.ts",
      "#EXTINF:4.0,",
      "https://cdn.example/seg-001.ts",
      "#EXT-X-KEY:METHOD=NONE",
      "",
    ].join("\n");
    expect(signPlaylist(stored, at).split("\n")).toEqual([
      "#EXTM3U",
      '#EXT-X-MAP:URI="/media/video/lectures/up-1/360p/init.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="/api/aliVod/hls/key/up-1?MtsHlsUriToken=p.s",IV=0x01',
      "#EXTINF:4.0,",
      "/media/video/lectures/up-1/360p/seg-000.ts",
      "#EXTINF:4.0,",
      "https://cdn.example/seg-001.ts",
      "#EXT-X-KEY:METHOD=NONE",
      "",
    ]);
  });

  it("signs a master's variants and renditions", () => {
    const master = [
      '#EXT-X-MEDIA:TYPE=VIDEO,URI="presenter/index.m3u8"',
      "#EXT-X-STREAM-INF:BANDWIDTH=1",
      "540p/index.m3u8",
    ];
    expect(signPlaylist(master.join("\n"), { ...at, playlist: "master.m3u8" }).split("\n")).toEqual([
      '#EXT-X-MEDIA:TYPE=VIDEO,URI="/api/aliVod/hls/play/7/presenter/index.m3u8?MtsHlsUriToken=p.s"',
      "#EXT-X-STREAM-INF:BANDWIDTH=1",
      "/api/aliVod/hls/play/7/540p/index.m3u8?MtsHlsUriToken=p.s",
    ]);
  });
});
