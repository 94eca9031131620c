// Sums the JSON reports of every runner and check under the results folder and prints one line per report, then
// `tests: N passed, N failed` last. scripts/test.sh lists the reports it expects in expected-reports.txt there; a
// runner that left no report counts as one failure. The counting rules are in ./test-report.mjs.
// Usage: node scripts/summarize-tests.mjs [results folder]   (exit status 1 when anything failed)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseManifest, summarize } from "./test-report.mjs";

const MANIFEST = "expected-reports.txt";
const dir = process.argv[2] ?? ".test-results";

/** @type {Map<string, string>} */
const reports = new Map();
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    reports.set(file, readFileSync(join(dir, file), "utf8"));
  }
}
const manifest = join(dir, MANIFEST);
const expected = existsSync(manifest) ? parseManifest(readFileSync(manifest, "utf8")) : [];

const { total, lines } = summarize(reports, expected);
for (const line of lines) console.log(`  ${line}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
