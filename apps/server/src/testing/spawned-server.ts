import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

/** The sandbox SMS outbox token of every server spawned here (`/api/dev/outbox` answers only with it). */
export const SANDBOX_TOKEN = randomBytes(18).toString("base64url");
const SANDBOX_HEADER = { "x-sms-sandbox-token": SANDBOX_TOKEN };

/** The server package (apps/server): `tsx` resolves from here; the server and its tools (scripts/) run here. */
export const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
/** The compiled server (`pnpm --filter @taxlearn/server build`), what production runs with plain node. */
export const COMPILED_MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface SpawnedServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: no shutdown handler runs, nothing is flushed. */
  kill9(): Promise<void>;
  /** SIGTERM (the server closes its database), SIGKILL after a while. */
  stop(): Promise<void>;
  /** The exit code once the process has ended (null when a signal ended it). */
  readonly exited: Promise<number | null>;
}

/**
 * Starts `src/main.ts` as its own Node process (no tsx wrapper process, so a kill reaches the server itself) on a
 * free loopback port and waits until it listens. `env` adds to the parent's environment, minus DATABASE_URL unless
 * given, so a test's own database choice never leaks into the child.
 */
/** A loopback port nothing listens on now (the OS's pick, released at once). */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no loopback port");
  return address.port;
}

export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 180_000,
  options: { compiled?: boolean } = {},
): Promise<SpawnedServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, {
    PORT: "0",
    HOST: "127.0.0.1",
    // a free RTMP port of its own: processes of one test (and other runs) each take theirs
    LIVE_RTMP_PORT: String(await freeLoopbackPort()),
    WEB_DIST: "/nonexistent-web-dist",
    SMS_GATEWAY: "sandbox",
    SMS_SANDBOX_TOKEN: SANDBOX_TOKEN,
    // several processes of one test would all want the default metrics port; a test that scrapes picks one
    METRICS_PORT: "0",
    ...env,
  });
  const child = spawn(process.execPath, options.compiled ? [COMPILED_MAIN] : ["--import", "tsx", MAIN], {
    cwd: SERVER_DIR,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });

  const waitExit = async (child: ChildProcess, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    exited,
    kill9: async () => {
      child.kill("SIGKILL");
      await waitExit(child, 0);
    },
    stop: async () => {
      child.kill("SIGTERM");
      await waitExit(child, 15_000);
    },
  };
}

export type Envelope<D = unknown> = { status: number; success: boolean; msg: string; data: D };

/** One call over HTTP: the envelope, or a thrown error when the connection fails (a killed server). */
export async function httpCall<D = unknown>(
  base: string,
  method: "GET" | "POST",
  path: string,
  options: { form?: Record<string, string>; token?: string; headers?: Record<string, string> } = {},
): Promise<Envelope<D>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  return (await response.json()) as Envelope<D>;
}

/** The latest code the sandbox SMS sender of that server sent to a number. */
export async function sandboxCode(base: string, phone: string): Promise<string> {
  const outbox = await httpCall<{ code: string }>(base, "GET", `/api/dev/outbox?account=${phone}`, {
    headers: SANDBOX_HEADER,
  });
  if (outbox.status !== 200) throw new Error(`no code for ${phone}: ${outbox.msg}`);
  return outbox.data.code;
}

/**
 * A picture captcha drawn by the server at `base`, solved through its sandbox route, as query text
 * (`captchaId=…&captchaAnswer=…`); the answer works on any process of the database.
 */
export async function solvedPictureQuery(base: string): Promise<string> {
  const issued = await httpCall<{ captchaId: string }>(base, "GET", "/api/auth/captchaImage");
  const { captchaId } = issued.data;
  const read = await httpCall<{ answer: string }>(base, "GET", `/api/dev/captcha?captchaId=${captchaId}`, {
    headers: SANDBOX_HEADER,
  });
  if (read.status !== 200) throw new Error(`no picture answer: ${read.msg}`);
  return new URLSearchParams({ captchaId, captchaAnswer: read.data.answer }).toString();
}

/** Registers a number through the sandbox SMS outbox of the server that sent the code. */
export async function registerOver(base: string, phone: string, password: string) {
  const picture = await solvedPictureQuery(base);
  const sent = await httpCall(base, "GET", `/api/auth/captcha?account=${phone}&scene=register&${picture}`);
  if (sent.status !== 200) throw new Error(`captcha for ${phone}: ${sent.msg}`);
  const code = await sandboxCode(base, phone);
  return httpCall<{ token: string; uid: number }>(base, "POST", "/api/register", {
    form: { account: phone, captcha: code, password },
  });
}

/** A database of its own on a PostgreSQL server (superuser URL), dropped by `drop()`. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `taxlearn_scratch_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
