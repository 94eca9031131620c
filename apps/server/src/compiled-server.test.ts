import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { buildCompiledServer } from "./testing/compiled-build";
import { freeLoopbackPort, httpCall, type SpawnedServer, spawnServer } from "./testing/spawned-server";

// The compiled server (dist/main.js, plain node): what `pnpm start` and a deployment run.
let dataDir: string;
let server: SpawnedServer;
let metricsUrl: string;

beforeAll(async () => {
  buildCompiledServer();
  dataDir = mkdtempSync(join(tmpdir(), "compiled-server-"));
  const metricsPort = await freeLoopbackPort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await spawnServer({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) }, 240_000, { compiled: true });
}, 300_000);

afterAll(async () => {
  await server?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

const scrape = async () => (await fetch(metricsUrl)).text();
/** A sample's value in the Prometheus text, 0 when absent. */
const sample = (text: string, line: string): number => {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
};

describe("metrics", () => {
  it("counts and times a contract request by name and status, on the metrics port only", async () => {
    const counted = 'taxlearn_requests_total{contract="imageCaptcha",status="200"}';
    const timed = 'taxlearn_request_duration_seconds_count{contract="imageCaptcha",status="200"}';
    const before = await scrape();
    expect((await httpCall(server.url, "GET", "/api/auth/captchaImage")).status).toBe(200);
    const after = await scrape();
    expect(sample(after, counted)).toBe(sample(before, counted) + 1);
    expect(sample(after, timed)).toBe(sample(before, timed) + 1);
    expect(after).toContain("process_resident_memory_bytes");
    expect(after).toContain("nodejs_eventloop_lag_seconds");
    expect(after).toContain('taxlearn_database_wait_seconds_count{db="pglite"}');
    expect(after).toContain('taxlearn_job_queue_depth{queue="transcode"}');
    expect(after).toContain("taxlearn_live_viewers 0");
    const onSite = await fetch(`${server.url}/metrics`);
    expect(await onSite.text()).not.toContain("taxlearn_requests_total");
  });

  it("logs a request as one JSON line with its id, contract and latency", async () => {
    await fetch(`${server.url}/api/auth/captchaImage`, { headers: { "x-request-id": "metrics-log-check-1" } });
    // the answer and the log line come through different pipes: the line may arrive after the answer
    const line = await vi.waitFor(
      () => {
        const found = server
          .output()
          .split("\n")
          .find((l) => l.includes('"metrics-log-check-1"'));
        expect(found).toBeDefined();
        return found;
      },
      { timeout: 10_000 },
    );
    const fields = JSON.parse(line!) as Record<string, unknown>;
    expect(fields).toMatchObject({ message: "request", contract: "imageCaptcha", status: 200, userId: null });
    expect(typeof fields.ms).toBe("number");
  });
});

describe("SIGTERM", () => {
  it("answers a request in flight, closes sockets with 1012 (reconnect), and exits 0", async () => {
    const port = Number(new URL(server.url).port);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/service/chat/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));

    // a request whose body is still arriving: the server has taken it (100 Continue) before the signal
    const body = new URLSearchParams({ account: "13800000000", password: "wrong-password-1" }).toString();
    const tcp = connect(port, "127.0.0.1");
    let received = "";
    tcp.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
    const ended = new Promise<void>((resolve) => tcp.once("close", () => resolve()));
    tcp.write(
      "POST /api/app/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: keep-alive\r\n\r\n`,
    );
    await until(() => received.includes("100 Continue"));

    process.kill(server.pid, "SIGTERM");
    await until(() => server.output().includes('"shutting down"'));
    expect(await socketClosed).toBe(1012);
    tcp.write(body);
    await until(() => /\r\n\r\n\{.*\}$/s.test(received));
    expect(received).toMatch(/HTTP\/1\.1 200 OK/);
    const envelope = JSON.parse(received.slice(received.lastIndexOf("\r\n\r\n") + 4)) as { status: number };
    expect(envelope.status).not.toBe(500);
    await ended; // the connection closes once answered: the server is going away
    expect(await server.exited).toBe(0);
  }, 60_000);
});

async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
