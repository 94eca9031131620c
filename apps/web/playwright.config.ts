import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";

// Browser e2e against the real server with a fresh seeded database, in Debian's Chromium (never a downloaded one).
const port = Number(process.env.E2E_PORT ?? 3100);
// The server's data directory (wiped and re-seeded on every run); tests read it to sign organisation links.
const dataDir = resolve(process.env.E2E_DATA_DIR ?? join(tmpdir(), `taxlearn-e2e-${port}`));
process.env.E2E_DATA_DIR = dataDir;
// The sandbox SMS outbox answers only this token (the server's own start would print a random one); one per run.
process.env.SMS_SANDBOX_TOKEN ||= `e2e-${randomBytes(18).toString("base64url")}`;
// The live ingest of the e2e server: a port per e2e port (runs on different ports never share one), and a short
// reconnect grace so a stopped stream turns into its replay within seconds.
// every test logs in from 127.0.0.1: the address's picture captcha comes at the 429 cut-off instead of at 10
// failures, so tests that fail logins on purpose do not put a picture in front of every later test's login
process.env.LOGIN_CLIENT_CAPTCHA_FAILURES ||= "20";
process.env.LIVE_RTMP_PORT ||= String(19351 + ((port - 3100 + 100) % 100));
process.env.LIVE_RECONNECT_GRACE_MS ||= "3000";

export default defineConfig({
  testDir: "./e2e",
  // per port, so that runs on different ports never delete each other's traces
  outputDir: `../../.test-results/playwright-artifacts-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1440, height: 900 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
        "--autoplay-policy=no-user-gesture-required",
      ],
    },
  },
  webServer: {
    command: `node e2e/support/start-e2e-server.mjs ${port} ${dataDir}`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
