import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

describe("a server without a data directory", () => {
  it("keeps its files in a temporary folder of its own and removes it when it closes", async () => {
    const t = await startTestServer();
    // the local media store's folder, as DATA_DIR would be: uploads, live media and the lecture studio inside it
    const root = dirname(t.server.uploadsDir);
    expect(existsSync(root), root).toBe(true);
    for (const folder of [
      t.server.live.mediaDir,
      t.server.lectureStudio.settings.originalsDir,
      t.server.lectureStudio.settings.mediaDir,
    ]) {
      expect(folder.startsWith(`${root}/`), folder).toBe(true);
    }
    await t.server.media.put("uploads/avatars/0123456789abcdef0123456789abcdef.webp", "x");
    expect(existsSync(join(t.server.uploadsDir, "avatars", "0123456789abcdef0123456789abcdef.webp"))).toBe(true);
    await t.close();
    expect(existsSync(root), root).toBe(false);
  });
});
