import { randomBytes } from "node:crypto";
import { defineConfig } from "@playwright/test";
import { E2E_WORKERS, e2eServer, workerServer } from "./e2e/support/e2e-servers";

// Browser e2e against the real server with a fresh seeded database, in Debian's Chromium (never a downloaded one):
// one server per worker (e2e/support/e2e-servers.ts). This file is read again in every worker, where
// TEST_PARALLEL_INDEX picks that worker's server for baseURL.
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index));
// The sandbox SMS outbox answers only this token (the server's own start would print a random one); one per run.
process.env.SMS_SANDBOX_TOKEN ||= `e2e-${randomBytes(18).toString("base64url")}`;
// Every test logs in from 127.0.0.1: the address's picture captcha comes at the 429 cut-off instead of at 10
// failures, so tests that fail logins on purpose do not put a picture in front of every later test's login
process.env.LOGIN_CLIENT_CAPTCHA_FAILURES ||= "20";
// likewise every SMS code request comes from 127.0.0.1: the most requests without a picture the server allows, so
// only register and reset codes (always) and a number's own free requests (3 a day) ask for one
process.env.SMS_FREE_PER_CLIENT ||= "100";
// every page asks for seeded lectures' videos from 127.0.0.1 too, and a worker's server still makes the lectures an
// earlier test asked for: room for all of them, so no test meets 示例视频正在准备 left behind by another
process.env.SAMPLE_MEDIA_WAITING ||= "64";
process.env.SAMPLE_MEDIA_PER_CLIENT ||= "64";
// A short reconnect grace of the live ingest, so a stopped stream turns into its replay within seconds.
process.env.LIVE_RECONNECT_GRACE_MS ||= "3000";

export default defineConfig({
  testDir: "./e2e",
  // per port, so that runs on different ports never delete each other's traces
  outputDir: `../../.test-results/playwright-artifacts-${servers[0]!.port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the tests of one file run in order in one worker (a file may build on its earlier tests)
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: workerServer().url,
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
  webServer: servers.map((server) => ({
    command: `node e2e/support/start-e2e-server.mjs ${server.port} ${server.dataDir}`,
    url: `${server.url}/healthz`,
    // the public origin is the address the browser uses, so the absolute links the server builds (QR and OAuth
    // callbacks) stay on it and the cookies set there come along
    env: { LIVE_RTMP_PORT: String(server.rtmpPort), PUBLIC_URL: server.url },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
