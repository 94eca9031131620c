import { defineProject } from "vitest/config";

// A PGlite instance takes ~2 s to start: tests share one per file and get a longer timeout. The global setup builds
// the migrated (and seeded) database once; every test server starts from a copy of it. Files of one worker share
// its loaded modules (isolate: false): loading the server's module graph again for each of ~100 files took longer
// than their tests. Every file starts and closes its own test servers, restores its spies and timers, and keeps its
// environment changes to its own setup, so nothing a file leaves behind reaches the next.
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/database-templates.ts"],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
