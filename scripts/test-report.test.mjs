import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, test } from "vitest";
import { countPlaywright, countTally, countVitest, parseManifest, summarize } from "./test-report.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (/** @type {string} */ name) => readFileSync(join(here, "fixtures", name), "utf8");

describe("countVitest", () => {
  test("a file that does not load and a file whose hook failed count once each, beside the failing test", () => {
    // fixture: 1 passing, 1 failing, 1 skipped and 1 todo test; a file that throws on import; a failing beforeAll
    expect(countVitest(JSON.parse(fixture("vitest-mixed.json")))).toEqual({ passed: 1, failed: 3 });
  });

  test("a passing run counts its passed tests and not its skipped ones", () => {
    expect(countVitest(JSON.parse(fixture("vitest-passing.json")))).toEqual({ passed: 2, failed: 0 });
  });

  test("a run that failed with no test file at all counts one failure", () => {
    expect(countVitest(JSON.parse(fixture("vitest-no-files-failed.json")))).toEqual({ passed: 0, failed: 1 });
  });

  test("failed suites without file results still count one failure", () => {
    expect(countVitest({ numPassedTests: 4, numFailedTests: 0, numFailedTestSuites: 2, success: false })).toEqual({
      passed: 4,
      failed: 1,
    });
  });
});

describe("countPlaywright", () => {
  test("flaky passes; failed, timed out and interrupted fail; skipped is not counted; errors outside tests fail", () => {
    // fixture: expected + flaky pass; failed, timedOut, interrupted, and one webServer error fail; two skipped
    expect(countPlaywright(JSON.parse(fixture("playwright.json")))).toEqual({ passed: 2, failed: 4 });
  });
});

describe("countTally", () => {
  test("takes passed and failed as they are, missing fields as 0", () => {
    expect(countTally({ passed: 1, failed: 0 })).toEqual({ passed: 1, failed: 0 });
    expect(countTally({ failed: 1 })).toEqual({ passed: 0, failed: 1 });
  });
});

describe("parseManifest", () => {
  test("one report per line, with the runner's exit status where given", () => {
    expect(parseManifest("vitest.json 0\nchecks-lint.json\n\nmachines.json 1\n")).toEqual([
      { report: "vitest.json", exitStatus: 0 },
      { report: "checks-lint.json", exitStatus: null },
      { report: "machines.json", exitStatus: 1 },
    ]);
  });
});

describe("summarize", () => {
  const checkPassed = JSON.stringify({ passed: 1, failed: 0 });

  test("sums every report", () => {
    const reports = new Map([
      ["vitest.json", fixture("vitest-passing.json")],
      ["playwright.json", fixture("playwright.json")],
      ["checks-lint.json", checkPassed],
      ["machines.json", JSON.stringify({ passed: 10, failed: 0 })],
    ]);
    expect(summarize(reports, []).total).toEqual({ passed: 2 + 2 + 1 + 10, failed: 4 });
  });

  test("an expected report that is missing counts as one failure", () => {
    const reports = new Map([["checks-lint.json", checkPassed]]);
    const { total, lines } = summarize(reports, parseManifest("checks-lint.json\nplaywright.json 1\n"));
    expect(total).toEqual({ passed: 1, failed: 1 });
    expect(lines).toContain("playwright.json: 0 passed, 1 failed (no report: the runner did not finish)");
  });

  test("an unreadable report counts as one failure", () => {
    expect(summarize(new Map([["vitest.json", "{ cut short"]]), []).total).toEqual({ passed: 0, failed: 1 });
  });

  test("a runner that exited non-zero without a failing test counts one failure; with failing tests, no extra", () => {
    const passing = new Map([["vitest.json", fixture("vitest-passing.json")]]);
    expect(summarize(passing, parseManifest("vitest.json 1")).total).toEqual({ passed: 2, failed: 1 });
    expect(summarize(passing, parseManifest("vitest.json 0")).total).toEqual({ passed: 2, failed: 0 });
    const failing = new Map([["vitest.json", fixture("vitest-mixed.json")]]);
    expect(summarize(failing, parseManifest("vitest.json 1")).total).toEqual({ passed: 1, failed: 3 });
  });

  test("files that are not reports are ignored", () => {
    expect(
      summarize(
        new Map([
          ["checks-lint.json", checkPassed],
          ["other.json", "{}"],
        ]),
        [],
      ).total,
    ).toEqual({
      passed: 1,
      failed: 0,
    });
  });

  test("nothing ran at all is a failure, never a pass", () => {
    expect(summarize(new Map(), []).total).toEqual({ passed: 0, failed: 1 });
  });
});

describe("summarize-tests.mjs", () => {
  /** @type {string | undefined} */
  let dir;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const run = (/** @type {Record<string, string>} */ files) => {
    dir = mkdtempSync(join(tmpdir(), "test-report-"));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const result = spawnSync(process.execPath, [join(here, "summarize-tests.mjs"), dir], { encoding: "utf8" });
    return { status: result.status, lastLine: result.stdout.trim().split("\n").at(-1) };
  };

  test("prints the totals last and exits 1 when anything failed, reading the manifest", () => {
    expect(
      run({
        "vitest.json": fixture("vitest-passing.json"),
        "expected-reports.txt": "vitest.json 0\nplaywright.json 0\n",
      }),
    ).toEqual({ status: 1, lastLine: "tests: 2 passed, 1 failed" });
  });

  test("exits 0 when everything passed", () => {
    expect(run({ "vitest.json": fixture("vitest-passing.json"), "expected-reports.txt": "vitest.json 0\n" })).toEqual({
      status: 0,
      lastLine: "tests: 2 passed, 0 failed",
    });
  });
});
