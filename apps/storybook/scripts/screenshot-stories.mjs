// Screenshots chosen stories from the static Storybook build, to look at the kit in a real browser.
// Usage: node scripts/screenshot-stories.mjs <story-id> [...]   (after `pnpm build`; PNGs go to screenshots/)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStaticStorybook } from "./lib/static-storybook.mjs";

const outDir = fileURLToPath(new URL("../screenshots/", import.meta.url));
const storyIds = process.argv.slice(2);
if (storyIds.length === 0) {
  console.error("usage: node scripts/screenshot-stories.mjs <story-id> [...]");
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
const storybook = await openStaticStorybook();
try {
  const errors = [];
  storybook.page.on("pageerror", (error) => errors.push(error.message));
  for (const id of storyIds) {
    await storybook.page.goto(storybook.storyUrl(id), { waitUntil: "networkidle" });
    await storybook.page.waitForTimeout(400);
    const file = join(outDir, `${id}.png`);
    await storybook.page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  if (errors.length > 0) {
    console.error(errors.join("\n"));
    process.exitCode = 1;
  }
} finally {
  await storybook.close();
}
