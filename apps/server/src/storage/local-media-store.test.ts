import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalMediaStore } from "./local-media-store";

/**
 * A writer (ffmpeg's HLS muxer) renames each finished segment from its .tmp name while the recording is listed: here
 * the file is removed just after the folder was read, as it is looked at.
 */
class StoreWithVanishingFile extends LocalMediaStore {
  constructor(
    root: string,
    private readonly vanishing: string,
  ) {
    super(root);
  }

  protected override async sizeOf(path: string): Promise<number | null> {
    if (path === this.vanishing) await rm(path);
    return await super.sizeOf(path);
  }
}

let root: string | undefined;
afterEach(async () => {
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
    const listed = await new StoreWithVanishingFile(root, join(part, "seg-00001.ts.tmp")).list("media/live/7/");
    expect(listed).toEqual([
      { key: "media/live/7/p1/index.m3u8", size: 8 },
      { key: "media/live/7/p1/seg-00000.ts", size: 4 },
    ]);
  });
});
