// Sums the JSON reports of every runner under the results folder and prints `tests: N passed, N failed`.
// A runner that was expected but left no report counts as one failure, so a crash cannot pass silently.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;

const countVitest = (report) => {
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites === 0 && report.success === false ? 1 : 0);
};

const countPlaywright = (report) => {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "skipped") continue;
        if (test.status === "expected" || test.status === "flaky") passed += 1;
        else failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  failed += (report.errors ?? []).length;
};

const countMachines = (report) => {
  passed += report.passed ?? 0;
  failed += report.failed ?? 0;
};

if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch {
      console.error(`unreadable report: ${file}`);
      failed += 1;
      continue;
    }
    if (file.startsWith("vitest")) countVitest(report);
    else if (file.startsWith("playwright")) countPlaywright(report);
    else if (file.startsWith("machines") || file.startsWith("checks")) countMachines(report);
  }
}
if (passed + failed === 0) failed = 1; // no test ran at all is a failure, never a pass
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
