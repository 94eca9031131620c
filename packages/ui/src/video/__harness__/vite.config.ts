import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
export default defineConfig({
  root: __dirname,
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5199, proxy: { "/api": "http://127.0.0.1:3999", "/media": "http://127.0.0.1:3999" } },
});
