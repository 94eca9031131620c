import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, courses } from "../../../db/schema";
import { call, DEMO, type Envelope, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";

// The console's course cover upload: checked by content and size, re-encoded by sharp to a 750×422 WebP at a
// content-hashed address, written with its audit row; the learner's course detail shows it at once.

let t: TestServer;
let editor: string;
const COURSE_ID = 1001;

beforeAll(async () => {
  t = await startTestServer();
  editor = await loginAs(t.app, "13800000011");
});
afterAll(() => t.close());

async function uploadCover(bytes: Buffer, courseId = COURSE_ID, token = editor, type = "image/jpeg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "cover.jpg");
  const response = await t.app.request(`/api/admin/courses/${courseId}/cover`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { http: response.status, body: (await response.json()) as Envelope<{ image: string }> };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

const imageOf = async (id: number) =>
  (await t.server.db.select({ image: courses.image }).from(courses).where(eq(courses.id, id)))[0]!.image;

describe("POST /api/admin/courses/:id/cover", () => {
  it("re-encodes a JPEG to a 750×422 WebP, records it, and the learner's detail shows it", async () => {
    const before = await imageOf(COURSE_ID);
    const { body } = await uploadCover(await picture(1600, 1200).jpeg().toBuffer());
    expect(body).toMatchObject({ status: 200, msg: "封面已更新" });
    expect(body.data.image).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    expect(await imageOf(COURSE_ID)).toBe(body.data.image);

    const served = await t.app.request(body.data.image);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toContain("immutable");
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 750, height: 422 });

    const [audit] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminCourseCover"), eq(adminAuditLog.target, `course:${COURSE_ID}`)));
    expect(audit).toMatchObject({ outcome: "ok", before: { image: before }, after: { image: body.data.image } });

    const learner = await loginAs(t.app, DEMO.plain);
    const detail = await call<{ image: string }>(t.app, "GET", `/api/onlineProduct/detail/${COURSE_ID}`, {
      token: learner,
    });
    expect(detail.body.data.image).toBe(body.data.image);
  });

  it("accepts a picture exactly 320×180 and refuses one a pixel smaller either way", async () => {
    expect((await uploadCover(await picture(320, 180).png().toBuffer())).body.status).toBe(200);
    const before = await imageOf(COURSE_ID);
    for (const [w, h] of [
      [319, 180],
      [320, 179],
    ] as const) {
      const { body } = await uploadCover(await picture(w, h).png().toBuffer());
      expect(body).toMatchObject({ status: 400, msg: "封面：图片至少 320×180 像素" });
    }
    expect(await imageOf(COURSE_ID)).toBe(before);
  });

  it("refuses what is not a JPEG/PNG/WebP whatever its declared type, a missing file and an oversized body", async () => {
    const before = await imageOf(COURSE_ID);
    const gif = await picture(400, 300).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"></svg>');
    for (const bytes of [gif, svg, Buffer.from("not a picture"), Buffer.alloc(0)]) {
      const { body } = await uploadCover(bytes);
      expect(body).toMatchObject({ status: 400, msg: "封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片" });
    }
    const missing = await call(t.app, "POST", `/api/admin/courses/${COURSE_ID}/cover`, { token: editor, form: {} });
    expect(missing.body).toMatchObject({ status: 400, msg: "封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片" });
    const oversized = await uploadCover(Buffer.alloc(5 * 1024 * 1024 + 100 * 1024, 1));
    expect(oversized.http).toBe(413);
    expect(oversized.body.msg).toBe("封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片");
    expect(await imageOf(COURSE_ID)).toBe(before);
  });

  it("answers 404 for a course that does not exist, and 403 to a finance operator", async () => {
    const jpeg = await picture(640, 360).jpeg().toBuffer();
    expect((await uploadCover(jpeg, 999_999)).body).toMatchObject({ status: 404, msg: "课程不存在" });
    const finance = await loginAs(t.app, "13800000012");
    expect((await uploadCover(jpeg, COURSE_ID, finance)).body.status).toBe(403);
  });

  it("serves only hashed names from the covers folder", async () => {
    for (const path of ["/uploads/covers/..%2F..%2Fpackage.json", "/uploads/covers/abc.webp", "/uploads/other/x"]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });
});
