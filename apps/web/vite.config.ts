import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { lazyModuleChunks } from "./scripts/lazy-module-chunks";
import { preloadApiClient } from "./scripts/preload-api-client";

/** The hydration boot entry and its one module (decision 116). */
const HYDRATION_BOOT_MODULES = /src[\\/](hydrate\.ts|app[\\/]ssr[\\/]hydrate-after-paint\.ts)$/;

// `pnpm dev`: Vite on :5173 with hot reload, proxying the API and media to the server on :3000.
const apiTarget = process.env.API_TARGET ?? "http://localhost:3000";

// react-router's package exports only its development build (dev warnings on); the browser build uses the production one
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), lazyModuleChunks(), preloadApiClient()],
  resolve:
    command === "build" && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: {
    port: 5173,
    proxy: {
      // the chats' WebSockets first, so that their upgrades are proxied too
      "/api/service/chat/ws": { target: apiTarget, ws: true },
      "/api/live/chat/ws": { target: apiTarget, ws: true },
      "/api": apiTarget,
      "/media": apiTarget,
      "/healthz": apiTarget,
    },
  },
  // the server entry (src/entry-server.tsx, decision 095): the workspace packages are TypeScript source and the UI's
  // styles go through vanilla-extract, so they are bundled; npm packages stay imports of node_modules
  ssr: { noExternal: [/^@taxlearn\//] },
  build: isSsrBuild
    ? { outDir: "dist-server", sourcemap: false, emptyOutDir: true }
    : {
        outDir: "dist",
        // "hidden": maps for the bundle budget and error tooling, no sourceMappingURL in the served bundle; the server
        // does not publish *.map in production
        sourcemap: "hidden",
        // dist/.vite/manifest.json: scripts/bundle-budget.mjs walks it to count what /home loads on first paint.
        manifest: true,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Small shared chunks are copied into each chunk that imports them (decision 114): a first visit loads
          // about 6 files instead of 30-40, each with its own headers and round trip. Inlining needs the entry's
          // export signature free, and turns on strictExecutionOrder (module bodies run in source order).
          preserveEntrySignatures: false,
          // index.html is the app; src/hydrate.ts is the small module a server-rendered page links instead, which
          // starts the app's scripts after the page's first paint (decision 116)
          input: { index: "index.html", hydrate: "src/hydrate.ts" },
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 12_000 },
              groups: [
                // everything the entry imports statically in one chunk, instead of a dozen small ones
                // (not the hydration boot's own modules: that entry stays a file of its own, without the app)
                { name: "app", tags: ["$initial"], test: (id) => !HYDRATION_BOOT_MODULES.test(id) },
              ],
            },
          },
        },
      },
}));
