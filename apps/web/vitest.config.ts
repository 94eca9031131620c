import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Only unit tests here: Playwright runs e2e/*.spec.ts.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  // jsdom renders share two cores with the server suites in a full run: 5 s was met only under that load
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/testing/setup-testing-library.ts"],
    testTimeout: 15_000,
  },
});
