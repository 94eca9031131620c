import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerContext } from "../create-server";
import { invoiceApplications, liveMedia } from "../db/schema";
import { issueApplication } from "../features/invoices/invoice-issue";
import { invoiceSellerFrom } from "../features/invoices/invoice-seller";
import { applyFor, insertOrder, PERSON, saveTitle, userIdOf } from "../features/invoices/invoice-testing";
import { ensureMedia } from "../features/live-media/live-media.repo";
import { securityHeaders } from "../http/security-headers";
import { DEMO, type Envelope, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import { MediaStoreConfigError, mediaStoreSettingsFromEnv } from "./media-store-config";
import { S3MediaStore } from "./s3-media-store";
import { isPublicKey } from "./serve-stored";
import { mountStoredMedia, syncSiteMedia } from "./site-media";
import { type S3TestServer, startS3TestServer } from "./testing/s3-test-server";

describe("MEDIA_STORE settings", () => {
  it("keep the local directory unless told otherwise", () => {
    expect(mediaStoreSettingsFromEnv({})).toEqual({ kind: "local" });
    expect(mediaStoreSettingsFromEnv({ MEDIA_STORE: "local" })).toEqual({ kind: "local" });
  });

  it("name every missing S3 setting, and refuse what cannot work", () => {
    expect(() => mediaStoreSettingsFromEnv({ MEDIA_STORE: "s3" })).toThrow(
      "MEDIA_STORE=s3 needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (not set)",
    );
    const s3 = { MEDIA_STORE: "s3", S3_REGION: "cn-east-1", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" };
    expect(() => mediaStoreSettingsFromEnv(s3)).toThrow("needs S3_SECRET_ACCESS_KEY (not set)");
    const full = { ...s3, S3_SECRET_ACCESS_KEY: "s" };
    expect(() => mediaStoreSettingsFromEnv({ ...full, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT must be/);
    expect(() => mediaStoreSettingsFromEnv({ ...full, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => mediaStoreSettingsFromEnv({ MEDIA_STORE: "oss" })).toThrow(/MEDIA_STORE must be local or s3/);
    // a CDN in front of the local store would pull its misses from the site and be sent back to itself
    expect(() => mediaStoreSettingsFromEnv({ MEDIA_PUBLIC_URL: "https://cdn.example.test" })).toThrow(
      /MEDIA_PUBLIC_URL needs MEDIA_STORE=s3/,
    );
    expect(
      mediaStoreSettingsFromEnv({
        ...full,
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "1",
        MEDIA_PUBLIC_URL: "https://cdn.example.test/",
      }),
    ).toMatchObject({
      kind: "s3",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      publicBaseUrl: "https://cdn.example.test",
    });
  });

  it("stop a server's start before its database opens", async () => {
    await expect(
      createServerContext({ dataDir: null, production: false, env: { MEDIA_STORE: "s3", S3_BUCKET: "b" } }),
    ).rejects.toBeInstanceOf(MediaStoreConfigError);
  });
});

describe("the site's media and uploaded pictures on S3", () => {
  let s3: S3TestServer;
  let t: TestServer;
  let siteMedia: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await startTestServer({ env: s3.env });
    siteMedia = await mkdtemp(join(tmpdir(), "taxlearn-site-media-"));
    await mkdir(join(siteMedia, "courses"));
    await mkdir(join(siteMedia, "video", "lectures", "lecture-1"), { recursive: true });
    await writeFile(join(siteMedia, "courses", "1001.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(join(siteMedia, "video", "lectures", "lecture-1", "master.m3u8"), "#EXTM3U\n");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(siteMedia, { recursive: true, force: true });
  });

  it("copies the committed media into the bucket once and serves /media from there", async () => {
    expect(await syncSiteMedia(t.server.media, siteMedia)).toBe(2);
    expect(await syncSiteMedia(t.server.media, siteMedia)).toBe(0);
    await writeFile(join(siteMedia, "courses", "1001.svg"), "<svg xmlns='http://www.w3.org/2000/svg'><g/></svg>");
    expect(await syncSiteMedia(t.server.media, siteMedia)).toBe(1);
    const served = await t.app.request("/media/courses/1001.svg");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(await served.text()).toContain("<g/>");
    expect((await t.app.request("/media/courses/9999.svg")).status).toBe(404);
    expect((await t.app.request("/media/..%2F..%2Fetc/passwd")).status).toBe(404);
    // a paid session's segments in the bucket are reached only through the live route and its token, however spelt
    await ensureMedia(t.server.db, 7001);
    // course 1001 is a paid seeded course (¥199)
    await t.server.db.update(liveMedia).set({ courseId: 1001 }).where(eq(liveMedia.liveId, 7001));
    await t.server.media.put("media/live/7001/p1/seg-00001.ts", new Uint8Array(188).fill(0x47));
    for (const path of ["/media/live/7001/p1/", "/media/live/%37001/p1/", "/media/%6Cive/7001/p1/"]) {
      expect((await t.app.request(`${path}seg-00001.ts`)).status, path).toBe(403);
    }
  });

  it("keeps an avatar in the bucket, not on the node's disk, and serves it", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#1f5fd1" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const response = await t.app.request("/api/user/avatar", {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await response.json()) as Envelope<{ avatar: string }>;
    const key = data.avatar.slice(1);
    expect((await new S3MediaStore(s3.settings).head(key))?.contentType).toBe("image/webp");
    expect(existsSync(join(t.server.uploadsDir, "avatars"))).toBe(false);
    const served = await t.app.request(data.avatar);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
  });

  it("keeps an issued invoice's PDF in the bucket (not in the row) and hands it only to its learner", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const tradeNo = await insertOrder(t, await userIdOf(t, DEMO.plain), { amountFen: 10_600 });
    const title = (await saveTitle(t, token, PERSON)).body.data.id;
    const applied = await applyFor(t, token, {
      tradeNos: tradeNo,
      titleId: String(title),
      kind: "1",
      email: "a@example.cn",
    });
    const id = applied.body.data.id;
    expect((await issueApplication(t.server, id, invoiceSellerFrom({}, false))).ok).toBe(true);
    const [row] = await t.server.db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id));
    expect(row?.pdf).toBeNull();
    const stored = await new S3MediaStore(s3.settings).list(`invoices/${id}/`);
    expect(stored).toHaveLength(1);
    const response = await t.app.request(`/api/invoice/pdf/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBe(stored[0]!.size);
    const other = await loginAs(t.app, DEMO.vip);
    expect(
      (await t.app.request(`/api/invoice/pdf/${id}`, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(404);
    // never public: not a key the CDN may serve
    expect(isPublicKey(stored[0]!.key)).toBe(false);
  });

  it("with MEDIA_PUBLIC_URL, sends public files to the CDN and keeps playlists and live media on the server", async () => {
    const store = new S3MediaStore({ ...s3.settings, publicBaseUrl: "https://cdn.example.test" });
    const app = new Hono();
    mountStoredMedia(app as never, store);
    const cover = await app.request("/media/courses/1001.svg");
    expect(cover.status).toBe(302);
    expect(cover.headers.get("location")).toBe("https://cdn.example.test/media/courses/1001.svg");
    expect((await app.request("/media/courses/9999.svg")).status).toBe(404);
    expect((await app.request("/media/video/lectures/lecture-1/master.m3u8")).status).toBe(200);
    expect(isPublicKey("media/lectures/up-1/360p/seg-000.ts")).toBe(true);
    expect(isPublicKey("uploads/avatars/a.webp")).toBe(true);
    expect(isPublicKey("media/live/7001/p1/seg-00001.ts")).toBe(false);
    expect(isPublicKey("lecture-studio/originals/abc")).toBe(false);
    // the pages may load pictures, video and the player's requests from that origin
    const pages = new Hono();
    pages.use(
      "*",
      securityHeaders({ trustProxy: false, partnerOrigins: async () => [], mediaOrigin: "https://cdn.example.test" }),
    );
    pages.get("/", (c) => c.html("<p>"));
    const policy = (await pages.request("/")).headers.get("content-security-policy")!;
    for (const directive of ["img-src", "media-src", "connect-src"]) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://cdn\\.example\\.test`));
    }
    expect(policy).toMatch(/script-src 'self'(;| )/);
    expect(policy).not.toMatch(/script-src[^;]*cdn/);
  });
});
