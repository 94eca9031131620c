/**
 * `pnpm bench:live`: the live media path on loopback, bounded in count and time (not a timed test).
 *
 * 1. Glass-to-glass latency: ffmpeg publishes a grey picture whose level steps every STEP seconds through LEVELS
 *    levels (stream second t shows level floor(t / STEP) mod LEVELS, luma 20 + 40 × level, read back as full-range red) to the RTMP ingest; headless Chromium plays the
 *    live playlist with hls.js and samples the displayed frame every 20 ms. Each change of level is a step the
 *    publisher produced at a known stream time (unambiguous within STEP × LEVELS seconds); its latency is the
 *    wall-clock moment Chromium shows it minus the moment ffmpeg (reading its input in real time, `-re`) produced it.
 *    The publisher's start is taken at its spawn, so its own start-up (~0.1–0.3 s) counts into the figure.
 * 2. Viewers: autocannon (its own process) fetches one 2-second segment over and over for BENCH_SECONDS with
 *    BENCH_VIEWERS connections, then the live playlist; one viewer needs one segment and one playlist every 2 s, so
 *    segments per second × 2 is how many viewers this one process keeps up with.
 *
 * Env: BENCH_RTMP_PORT (19356), BENCH_LIVE_FLIPS (5 steps measured), BENCH_SECONDS (10), BENCH_VIEWERS (64),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../src/app";
import { createServerContext } from "../src/create-server";
import { startLiveIngest } from "../src/features/live-media/live-ingest";
import { ensureMedia } from "../src/features/live-media/live-media.repo";

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const env = process.env;
const rtmpPort = Number(env.BENCH_RTMP_PORT ?? 19356);
const flips = Number(env.BENCH_LIVE_FLIPS ?? 5);
const STEP = 4;
const LEVELS = 6;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const viewers = Number(env.BENCH_VIEWERS ?? 64);
const LIVE_ID = 7001;
const quiet = { info: () => {}, error: (message: string) => console.error(message) };

const dataDir = await mkdtemp(join(tmpdir(), "taxlearn-bench-live-"));
const { server, database } = await createServerContext({
  dataDir: null,
  production: false,
  log: quiet,
  liveMediaDir: dataDir,
});
const app = createApp(server, { webDist: null, mediaDir: null });
const ingest = await startLiveIngest(server, { port: rtmpPort, host: "127.0.0.1" });

// a bare page with hls.js (the same library the site's player loads) that reports each change of the picture's grey level
const hlsJs = readFileSync(createRequire(here("../../../packages/ui/package.json")).resolve("hls.js/dist/hls.min.js"));
const page = `<!doctype html><meta charset="utf-8"><video id="v" muted autoplay playsinline width="320" height="180"></video>
<canvas id="c" width="16" height="9"></canvas><script src="/bench/hls.min.js"></script><script>
window.flips = []; const v = document.getElementById("v"); const ctx = document.getElementById("c").getContext("2d");
const hls = new Hls({ liveSyncDurationCount: 3 }); hls.loadSource("/media/live/${LIVE_ID}/live.m3u8"); hls.attachMedia(v);
let last = null;
setInterval(() => { if (v.readyState < 2) return; ctx.drawImage(v, 0, 0, 16, 9);
  const d = ctx.getImageData(0, 0, 16, 9).data; let sum = 0; for (let i = 0; i < d.length; i += 4) sum += d[i];
  const level = Math.round((sum / (d.length / 4) - 4.7) / 46.6); if (last !== null && level !== last) window.flips.push([level, Date.now()]); last = level; }, 20);
</script>`;
const outer = new Hono();
outer.get("/bench/page.html", (c) => c.html(page));
outer.get("/bench/hls.min.js", (c) => c.body(hlsJs, 200, { "content-type": "text/javascript" }));
outer.all("*", (c) => app.fetch(c.req.raw));
const http = serve({ fetch: outer.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => http.once("listening", resolve));
const { port } = http.address() as AddressInfo;
const base = `http://127.0.0.1:${port}`;

const { streamKey } = await ensureMedia(server.db, LIVE_ID);
const publishedAt = Date.now();
const publisher: ChildProcess = spawn(
  "ffmpeg",
  [
    ...["-hide_banner", "-loglevel", "error", "-re"],
    ...[
      "-f",
      "lavfi",
      "-i",
      `nullsrc=s=160x90:r=25,geq=lum='mod(floor(T/${STEP})\\,${LEVELS})*40+20':cb=128:cr=128,format=yuv420p,scale=640:360`,
    ],
    ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-g", "50", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-f", "flv", `rtmp://127.0.0.1:${ingest.port}/live/${streamKey}`],
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);

// playwright-core is the web app's (e2e) dependency; only what this script uses of it is typed here
interface BenchPage {
  goto(url: string): Promise<unknown>;
  evaluate<T>(fn: () => T): Promise<T>;
}
interface BenchBrowser {
  newPage(): Promise<BenchPage>;
  close(): Promise<void>;
}
const { chromium } = createRequire(here("../../web/package.json"))("playwright-core") as {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<BenchBrowser> };
};
const browser = await chromium.launch({
  executablePath: env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--autoplay-policy=no-user-gesture-required"],
});
const viewer = await browser.newPage();
// wait until the session is live and has segments, then open the viewer
for (let i = 0; i < 100 && (await fetch(`${base}/media/live/${LIVE_ID}/live.m3u8`)).status !== 200; i++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
await viewer.goto(`${base}/bench/page.html`);
const deadline = Date.now() + (flips + 4) * STEP * 1000 + 30_000;
let seen: [number, number][] = [];
while (Date.now() < deadline && seen.length < flips) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  seen = await viewer.evaluate(() => (globalThis as unknown as { flips: [number, number][] }).flips);
}
// a step to level v was produced at stream second STEP × m with m ≡ v (mod LEVELS): the latest such moment before
// it was shown (latencies are far below STEP × LEVELS seconds)
const latencies = seen.map(([level, shownAt]) => {
  const streamSeconds = (shownAt - publishedAt) / 1000;
  let m = Math.floor(streamSeconds / STEP);
  while (m >= 0 && ((m % LEVELS) + LEVELS) % LEVELS !== level) m -= 1;
  return streamSeconds - m * STEP;
});

// viewers: autocannon on a segment and on the live playlist
const playlist = await (await fetch(`${base}/media/live/${LIVE_ID}/live.m3u8`)).text();
const segment = playlist
  .split("\n")
  .filter((line) => line.endsWith(".ts"))
  .at(-1)!;
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
async function load(path: string) {
  const args = [autocannonCli, "-c", String(viewers), "-d", String(seconds), "-j", `${base}${path}`];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    throughput: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return result;
}
const segments = await load(`/media/live/${LIVE_ID}/${segment}`);
const playlists = await load(`/media/live/${LIVE_ID}/live.m3u8`);

publisher.kill("SIGINT");
await browser.close();
await ingest.stop();
http.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

const fmt = (values: number[]) => values.map((v) => v.toFixed(2)).join(", ");
const median = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? Number.NaN;
const segmentKb = segments.throughput.average / Math.max(1, segments.requests.average) / 1024;
console.log(
  `glass-to-glass latency (s): median ${median.toFixed(2)} over ${latencies.length} flips [${fmt(latencies)}]`,
);
console.log(
  `segments: ${Math.round(segments.requests.average)} /s (${segmentKb.toFixed(0)} KB each, ${(segments.throughput.average / 1048576).toFixed(1)} MB/s, p99 ${segments.latency.p99} ms, ${viewers} connections, errors ${segments.errors + segments.non2xx})`,
);
console.log(`live playlists: ${Math.round(playlists.requests.average)} /s (p99 ${playlists.latency.p99} ms)`);
const byPlaylist = playlists.requests.average * 2;
const bySegment = segments.requests.average * 2;
console.log(
  `viewers one process keeps up with (one segment and one playlist per 2 s each): ≈ ${Math.round(1 / (1 / bySegment + 1 / byPlaylist))}`,
);
process.exit(latencies.length === 0 ? 1 : 0);
