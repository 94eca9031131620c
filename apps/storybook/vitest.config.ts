import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Renders every story of the UI kit so a broken story fails the run.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  test: { name: "storybook", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
});
