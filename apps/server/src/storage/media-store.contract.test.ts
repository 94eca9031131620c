import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Upload } from "@tus/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "./local-media-store";
import { type MediaStore, RangeNotSatisfiable } from "./media-store";
import { S3MediaStore } from "./s3-media-store";
import { type S3TestServer, startS3TestServer } from "./testing/s3-test-server";

const text = async (object: { body: ReadableStream<Uint8Array> } | null) =>
  object ? Buffer.from(await new Response(object.body).arrayBuffer()).toString("utf8") : null;

/** The same behaviour from both adapters: what the features rely on, whichever MEDIA_STORE is set. */
describe.each(["local", "s3"] as const)("the %s media store", (kind) => {
  let store: MediaStore;
  let folder: string;
  let s3: S3TestServer | null = null;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "taxlearn-store-"));
    if (kind === "s3") {
      s3 = await startS3TestServer();
      store = new S3MediaStore(s3.settings);
    } else {
      store = new LocalMediaStore(join(folder, "root"));
    }
  });
  afterAll(async () => {
    await s3?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("keeps what is put under a key and answers size and type", async () => {
    await store.put("media/lectures/a/master.m3u8", "#EXTM3U\n");
    expect((await store.read("media/lectures/a/master.m3u8"))?.toString()).toBe("#EXTM3U\n");
    const head = await store.head("media/lectures/a/master.m3u8");
    expect(head?.size).toBe(8);
    expect(head?.contentType).toBe("application/vnd.apple.mpegurl");
    expect(head?.etag).not.toBe("");
    const object = await store.get("media/lectures/a/master.m3u8");
    expect(object?.range).toBeNull();
    expect(await text(object)).toBe("#EXTM3U\n");
  });

  it("answers null for a key that holds nothing", async () => {
    expect(await store.get("media/none/x.ts")).toBeNull();
    expect(await store.read("media/none/x.ts")).toBeNull();
    expect(await store.head("media/none/x.ts")).toBeNull();
  });

  it("replaces an object that is put again", async () => {
    await store.put("uploads/covers/c.webp", new Uint8Array([1, 2, 3]));
    await store.put("uploads/covers/c.webp", new Uint8Array([4, 5]));
    expect([...((await store.read("uploads/covers/c.webp")) ?? [])]).toEqual([4, 5]);
  });

  it("serves byte ranges and refuses one past the end", async () => {
    await store.put("media/lectures/a/360p/seg-000.ts", "0123456789");
    const part = await store.get("media/lectures/a/360p/seg-000.ts", { start: 2, end: 5 });
    expect(part?.range).toEqual({ start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part)).toBe("2345");
    const tail = await store.get("media/lectures/a/360p/seg-000.ts", { start: 7 });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect(await text(tail)).toBe("789");
    await expect(store.get("media/lectures/a/360p/seg-000.ts", { start: 10 })).rejects.toBeInstanceOf(
      RangeNotSatisfiable,
    );
  });

  it("copies a local file in", async () => {
    const file = join(folder, "cover.jpg");
    await writeFile(file, Buffer.alloc(70_000, 9));
    await store.putFile("media/lectures/a/cover.jpg", file);
    const head = await store.head("media/lectures/a/cover.jpg");
    expect(head).toMatchObject({ size: 70_000, contentType: "image/jpeg" });
    expect((await store.read("media/lectures/a/cover.jpg"))?.equals(Buffer.alloc(70_000, 9))).toBe(true);
  });

  it("lists a prefix by key with sizes, nothing beside it", async () => {
    await store.put("media/live/7/p1/index.m3u8", "#EXTM3U\n");
    await store.put("media/live/7/p1/seg-00001.ts", "ab");
    await store.put("media/live/7/p2/seg-00001.ts", "abc");
    await store.put("media/live/70/p1/seg-00001.ts", "x");
    expect(await store.list("media/live/7/")).toEqual([
      { key: "media/live/7/p1/index.m3u8", size: 8 },
      { key: "media/live/7/p1/seg-00001.ts", size: 2 },
      { key: "media/live/7/p2/seg-00001.ts", size: 3 },
    ]);
    expect(await store.list("media/live/8/")).toEqual([]);
  });

  it("deletes a key and a whole prefix", async () => {
    await store.delete("media/live/7/p2/seg-00001.ts");
    await store.delete("media/live/7/p2/never-there.ts");
    expect(await store.head("media/live/7/p2/seg-00001.ts")).toBeNull();
    await store.deletePrefix("media/live/7/");
    expect(await store.list("media/live/7/")).toEqual([]);
    expect(await store.list("media/live/70/")).toHaveLength(1);
  });

  it("refuses keys that would reach outside the store", async () => {
    for (const key of ["../x", "/etc/passwd", "a/../../b", "a//b", "a\\b", ""]) {
      await expect(store.put(key, "x"), key).rejects.toThrow(/not a storage key/);
      await expect(store.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it("keeps resumable uploads (tus) that a second store instance finds where the first left off", async () => {
    const tus = store.tusDataStore("lecture-studio/originals/");
    const id = `upload${kind}`;
    await tus.create(new Upload({ id, size: 11, offset: 0, metadata: { fileId: "1" } }));
    expect(await tus.write(Readable.from([Buffer.from("hello ")]), id, 0)).toBe(6);
    // another process (or node) resumes: it asks the store, not its own memory, where the upload stands
    const other = (kind === "s3" ? new S3MediaStore(s3!.settings) : store).tusDataStore("lecture-studio/originals/");
    expect((await other.getUpload(id)).offset).toBe(6);
    expect(await other.write(Readable.from([Buffer.from("world")]), id, 6)).toBe(11);
    const done = await other.getUpload(id);
    expect(done.offset).toBe(11);
    expect(done.metadata?.fileId).toBe("1");
    await other.remove(id);
    await expect(other.getUpload(id)).rejects.toBeTruthy();
  });
});
