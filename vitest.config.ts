import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run over every package. Playwright e2e specs (apps/web/e2e) are run by Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      "packages/core",
      "packages/machines",
      "packages/api",
      "packages/ui",
      "apps/server",
      "apps/web",
      "apps/storybook",
      // the test scripts' own counting rules (scripts/test-report.mjs) and the build's precompression rule
      {
        test: {
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.mjs", "apps/*/scripts/**/*.test.mjs"],
        },
      },
    ],
    passWithNoTests: true,
    // Vitest's default keeps one core for its own process, which leaves a 2-core machine one worker. Most test files
    // spend part of their time waiting (a PGlite query, a spawned server, ffmpeg): a worker per core cuts the run by a third.
    maxWorkers: availableParallelism(),
    coverage: {
      provider: "v8",
      // spec-driven rules must be fully exercised: packages/core is held at 100%, by its own tests alone — run it as
      // `vitest run --project core --coverage` (core's test script, scripts/test.sh), never with other projects.
      // Every line must be reached by an example test: a line that only random property inputs reach passes on one
      // run and fails on the next (check with fast-check's numRuns set to 1).
      include: ["packages/core/src/**/*.ts"],
      exclude: ["**/*.test.ts", "packages/core/src/index.ts"],
      thresholds: { lines: 100, functions: 100, statements: 100, branches: 95 },
    },
  },
});
