// Counting rules for the JSON reports that scripts/test.sh collects; scripts/summarize-tests.mjs prints the sum.
// Every way a runner can go wrong without a failing test of its own still counts as a failure, so a crash, a file
// that does not load or an unhandled error can never pass silently.

/** @typedef {{ passed: number, failed: number }} Tally */

/**
 * One line of the manifest scripts/test.sh writes: the report a started runner or check must leave, and the
 * runner's exit status where it has one.
 * @typedef {{ report: string, exitStatus: number | null }} ExpectedReport
 */

/**
 * Vitest's JSON reporter. Passed and failed tests; a test file that failed without a failing test of its own (it did
 * not load, or a hook failed) counts once; a run that says it failed while nothing above did counts once.
 * Skipped and todo tests are not counted.
 * @param {any} report
 * @returns {Tally}
 */
export function countVitest(report) {
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === "failed");
    if (file.status === "failed" && failedTests.length === 0) failed += 1;
  }
  if (failed === 0 && ((report.numFailedTestSuites ?? 0) > 0 || report.success === false)) failed = 1;
  return { passed, failed };
}

/**
 * Playwright's JSON reporter. A test counts by its outcome: expected, or flaky (failed, then passed on a retry), is
 * passed; unexpected (failed or timed out on every try) is failed; a test whose last try was interrupted is failed
 * (Playwright itself would call it skipped); skipped tests are not counted. Errors outside any test (the web server did
 * not start, a spec file did not load) count once each.
 * @param {any} report
 * @returns {Tally}
 */
export function countPlaywright(report) {
  const tally = { passed: 0, failed: 0 };
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const lastTry = test.results?.at(-1);
        if (lastTry?.status === "interrupted") tally.failed += 1;
        else if (test.status === "expected" || test.status === "flaky") tally.passed += 1;
        else if (test.status === "unexpected") tally.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  tally.failed += (report.errors ?? []).length;
  return tally;
}

/**
 * A report that is already `{ passed, failed }`: the machine path replay (paths) and the non-test checks of
 * scripts/test.sh (lint, typecheck, builds, bundle budget, core coverage — one check each).
 * @param {any} report
 * @returns {Tally}
 */
export function countTally(report) {
  return { passed: Number(report.passed) || 0, failed: Number(report.failed) || 0 };
}

/**
 * The counting rule for a report, by its file name; null for a file that is not a report.
 * @param {string} file
 * @returns {((report: any) => Tally) | null}
 */
export function counterFor(file) {
  if (file.startsWith("vitest")) return countVitest;
  if (file.startsWith("playwright")) return countPlaywright;
  if (file.startsWith("machines") || file.startsWith("checks")) return countTally;
  return null;
}

/**
 * Parses the manifest: one `<report file> [<exit status>]` per line.
 * @param {string} text
 * @returns {ExpectedReport[]}
 */
export function parseManifest(text) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [report = "", status] = line.split(/\s+/);
      return { report, exitStatus: status === undefined ? null : Number(status) };
    });
}

/**
 * Sums the reports. `reports` maps each report file found to its text. Every expected report that is missing or
 * unreadable counts as one failure; a runner that exited non-zero while its report shows no failure (an unhandled
 * error, a crash after the report was written) counts as one failure.
 * @param {Map<string, string>} reports
 * @param {ExpectedReport[]} expected
 * @returns {{ total: Tally, lines: string[] }}
 */
export function summarize(reports, expected) {
  const total = { passed: 0, failed: 0 };
  /** @type {string[]} */
  const lines = [];
  const exitStatusOf = new Map(expected.map((entry) => [entry.report, entry.exitStatus]));
  const add = (/** @type {string} */ name, /** @type {Tally} */ tally, /** @type {string} */ note = "") => {
    total.passed += tally.passed;
    total.failed += tally.failed;
    lines.push(`${name}: ${tally.passed} passed, ${tally.failed} failed${note}`);
  };
  for (const entry of expected) {
    if (!reports.has(entry.report))
      add(entry.report, { passed: 0, failed: 1 }, " (no report: the runner did not finish)");
  }
  for (const [file, text] of [...reports].sort(([a], [b]) => a.localeCompare(b))) {
    const count = counterFor(file);
    if (!count) continue;
    let tally;
    try {
      tally = count(JSON.parse(text));
    } catch {
      add(file, { passed: 0, failed: 1 }, " (unreadable report)");
      continue;
    }
    const exitStatus = exitStatusOf.get(file);
    if (tally.failed === 0 && exitStatus !== undefined && exitStatus !== null && exitStatus !== 0) {
      add(file, { passed: tally.passed, failed: 1 }, ` (exited with status ${exitStatus} without a failing test)`);
    } else {
      add(file, tally);
    }
  }
  // nothing ran at all is a failure, never a pass
  if (total.passed + total.failed === 0) add("(no reports)", { passed: 0, failed: 1 });
  return { total, lines };
}
