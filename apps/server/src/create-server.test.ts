import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

describe("a server without a data directory", () => {
  it("keeps its files in temporary folders of its own and removes them when it closes", async () => {
    const t = await startTestServer();
    const folders = [
      t.server.uploadsDir,
      t.server.live.mediaDir,
      // originals/ and media/ under the studio's one temporary folder
      dirname(t.server.lectureStudio.settings.originalsDir),
    ];
    for (const folder of folders) expect(existsSync(folder), folder).toBe(true);
    expect(new Set(folders).size).toBe(3);
    await t.close();
    for (const folder of folders) expect(existsSync(folder), folder).toBe(false);
  });
});
