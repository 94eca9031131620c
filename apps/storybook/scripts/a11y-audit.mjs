// Runs axe-core over every story of the static Storybook build in Chromium and lists the violations.
// Usage: node scripts/a11y-audit.mjs [id-substring]   (after `pnpm build`); exits non-zero on any violation.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { openStaticStorybook, staticRoot } from "./lib/static-storybook.mjs";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const filter = process.argv[2] ?? "";
const index = JSON.parse(readFileSync(`${staticRoot}index.json`, "utf8"));
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === "story" && entry.id.includes(filter))
  .map((entry) => entry.id);

const storybook = await openStaticStorybook();
let violations = 0;
try {
  for (const id of ids) {
    await storybook.page.goto(storybook.storyUrl(id), { waitUntil: "load" });
    await storybook.page.waitForSelector("#storybook-root > *", { timeout: 10_000 });
    await storybook.page.waitForTimeout(300);
    await storybook.page.addScriptTag({ content: axeSource });
    const found = await storybook.page.evaluate(async () => {
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(document.querySelector("#storybook-root"), { resultTypes: ["violations"] });
      return result.violations.map(
        (violation) => `${violation.id} at ${violation.nodes[0]?.target?.join(" ")}: ${violation.help}`,
      );
    });
    violations += found.length;
    for (const line of found) console.log(`${id}  ${line}`);
  }
  console.log(`${ids.length} stories checked, ${violations} violations`);
  if (violations > 0) process.exitCode = 1;
} finally {
  await storybook.close();
}
