import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../app";
import { createServerContext } from "../create-server";
import { SandboxSmsSender } from "../features/sms/sms-sender";
import type { Logger } from "../server-context";
import type { DatabaseTemplates } from "./database-templates";

/** A fixed start instant so time-dependent rules (lock-outs, SMS limits, payload age) are tested exactly. */
export const TEST_START = new Date("2026-11-20T02:00:00.000Z");

export interface TestServer {
  readonly app: ReturnType<typeof createApp>;
  readonly server: Awaited<ReturnType<typeof createServerContext>>["server"];
  readonly outbox: SandboxSmsSender;
  /** The token the outbox route of this server requires (`x-sms-sandbox-token`). */
  readonly sandboxToken: string;
  readonly errors: string[];
  /** The PostgreSQL database of this server (DATABASE_URL set), null on PGlite. */
  readonly databaseUrl: string | null;
  /** Moves the server clock forward. */
  advance(ms: number): void;
  now(): Date;
  close(): Promise<void>;
}

/**
 * One server per test file: in-memory PGlite, or — when DATABASE_URL is set — a fresh PostgreSQL database created
 * for this file and dropped afterwards, so runs never see each other's rows.
 */
export async function startTestServer(
  options: {
    production?: boolean;
    seed?: boolean;
    /** On PostgreSQL: a second server (as a second process would be) on the database of this one. */
    shareDatabaseOf?: TestServer;
    /** Settings on top of process.env (MEDIA_STORE=s3 and its S3_* from storage/testing/s3-test-server). */
    env?: Readonly<Record<string, string>>;
  } = {},
): Promise<TestServer> {
  let current = TEST_START.getTime();
  const clock = () => new Date(current);
  const errors: string[] = [];
  const log: Logger = {
    info: () => {},
    error: (message, fields) => errors.push(`${message} ${JSON.stringify(fields)}`),
  };
  const sandboxToken = randomBytes(18).toString("base64url");
  const outbox = new SandboxSmsSender({ accessToken: sandboxToken });

  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let pgliteTemplate: Blob | undefined;
  const adminUrl = process.env.DATABASE_URL;
  const templates = inject("databaseTemplates") as DatabaseTemplates | undefined;
  // a production start must meet an empty database, as a first real start does; the others copy a prepared one
  const template = templates?.[options.seed === false ? "empty" : "seeded"];
  if (options.shareDatabaseOf) {
    if (!options.shareDatabaseOf.databaseUrl) throw new Error("only servers on PostgreSQL can share a database");
    databaseUrl = options.shareDatabaseOf.databaseUrl;
  } else if (adminUrl) {
    const name = `taxlearn_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      templates?.kind === "postgres" ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    );
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else if (templates?.kind === "pglite" && template) {
    pgliteTemplate = new Blob([readFileSync(template)]);
  }

  const { server, database } = await createServerContext({
    databaseUrl,
    dataDir: null,
    production: options.production ?? false,
    clock,
    sms: outbox,
    log,
    seed: options.seed,
    pgliteTemplate,
    orgMasterKey: Buffer.alloc(32, 7),
    env: options.env ? { ...process.env, ...options.env } : undefined,
  });
  const app = createApp(server, { webDist: null, mediaDir: null });
  return {
    app,
    server,
    outbox,
    sandboxToken,
    errors,
    databaseUrl: databaseUrl ?? null,
    advance: (ms) => {
      current += ms;
    },
    now: clock,
    close: async () => {
      await database.close();
      await dropDatabase?.();
    },
  };
}

export type Envelope<D = unknown> = { status: number; success: boolean; msg: string; data: D };

/** Calls the app in-process and returns the HTTP status and the parsed JSON body. */
export async function call<D = unknown>(
  app: TestServer["app"],
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: {
    form?: Record<string, string>;
    json?: unknown;
    raw?: string;
    headers?: Record<string, string>;
    token?: string;
    /** The peer address the request comes from (per-client limits); none for an in-process request by default. */
    clientAddress?: string;
  } = {},
): Promise<{ http: number; headers: Headers; body: Envelope<D> }> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    body = options.raw;
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const env = options.clientAddress ? { incoming: { socket: { remoteAddress: options.clientAddress } } } : undefined;
  const response = await app.request(path, { method, headers, body }, env);
  const text = await response.text();
  return {
    http: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as Envelope<D>) : (null as never),
  };
}

export const DEMO = { plain: "13800000001", vip: "13800000002", password: "Learner#2026" } as const;

export async function loginAs(
  app: TestServer["app"],
  account: string,
  password: string = DEMO.password,
): Promise<string> {
  const { body } = await call<{ token: string }>(app, "POST", "/api/app/login", { form: { account, password } });
  if (body.status !== 200) throw new Error(`login failed: ${body.msg}`);
  return body.data.token;
}

/** A new picture captcha and its answer, read through the sandbox's token-guarded test route. */
export async function solvedCaptcha(t: TestServer): Promise<{ captchaId: string; captchaAnswer: string }> {
  const issued = await call<{ captchaId: string }>(t.app, "GET", "/api/auth/captchaImage");
  const { captchaId } = issued.body.data;
  const read = await call<{ answer: string }>(t.app, "GET", `/api/dev/captcha?captchaId=${captchaId}`, {
    headers: { "x-sms-sandbox-token": t.sandboxToken },
  });
  return { captchaId, captchaAnswer: read.body.data.answer };
}

/**
 * Sends an SMS code as the site does, solving the picture captcha the server asks for before texting a number
 * without an account; returns the envelope of the send.
 */
export async function sendSmsCode(
  t: TestServer,
  account: string,
  scene: "register" | "forget" | "login" | "bind",
  options: { token?: string; clientAddress?: string } = {},
) {
  const path = `/api/auth/captcha?account=${account}&scene=${scene}`;
  const first = await call(t.app, "GET", path, options);
  if (first.body.status !== 449) return first;
  const { captchaId, captchaAnswer } = await solvedCaptcha(t);
  return call(t.app, "GET", `${path}&captchaId=${captchaId}&captchaAnswer=${captchaAnswer}`, options);
}
