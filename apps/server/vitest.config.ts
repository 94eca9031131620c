import { defineProject } from "vitest/config";

// A PGlite instance takes ~2 s to start: tests share one per file and get a longer timeout. The global setup builds
// the migrated (and seeded) database once; every test server starts from a copy of it.
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
