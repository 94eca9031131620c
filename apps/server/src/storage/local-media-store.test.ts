import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// A writer (ffmpeg's HLS muxer) renames each finished segment from its .tmp name while the recording is listed:
// the file the folder read named is gone when it is looked at.
const vanished = new Set<string>();
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof import("node:fs/promises")>();
  return {
    ...fs,
    stat: async (path: string) => {
      if (vanished.has(path)) {
        await fs.rm(path);
        throw Object.assign(new Error(`ENOENT: no such file or directory, stat '${path}'`), { code: "ENOENT" });
      }
      return fs.stat(path);
    },
  };
});

const { LocalMediaStore } = await import("./local-media-store");

let root: string | undefined;
afterEach(async () => {
  vanished.clear();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("LocalMediaStore.list", () => {
  it("leaves out a file removed between reading the folder and looking at it, and lists the rest", async () => {
    root = await mkdtemp(join(tmpdir(), "media-list-"));
    const part = join(root, "media", "live", "7", "p1");
    await mkdir(part, { recursive: true });
    await writeFile(join(part, "index.m3u8"), "#EXTM3U\n");
    await writeFile(join(part, "seg-00000.ts"), "0123");
    await writeFile(join(part, "seg-00001.ts.tmp"), "01");
    vanished.add(join(part, "seg-00001.ts.tmp"));
    const listed = await new LocalMediaStore(root).list("media/live/7/");
    expect(listed).toEqual([
      { key: "media/live/7/p1/index.m3u8", size: 8 },
      { key: "media/live/7/p1/seg-00000.ts", size: 4 },
    ]);
  });
});
