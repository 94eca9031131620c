import { defineProject } from "vitest/config";

// A PGlite instance takes ~2 s to start: tests share one per file and get a longer timeout.
export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
