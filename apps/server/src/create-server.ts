import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { liveChatPhase } from "@taxlearn/core";
import { LoginEvents } from "./auth/login-events";
import { type OpenDatabase, openDatabase } from "./db/database";
import { PgListener } from "./db/pg-listener";
import { seedIfEmpty } from "./db/seed/seed";
import { llmClientFromEnv } from "./features/assistant/llm-client";
import { CaptchaOutbox } from "./features/captcha/captcha-outbox";
import { creditSettingsFromEnv } from "./features/credits/credits-config";
import { creditLiveSessionAttendance } from "./features/credits/live-attendance";
import { LectureStudio } from "./features/lecture-studio/lecture-studio.runtime";
import { lectureStudioSettingsFromEnv } from "./features/lecture-studio/lecture-studio-settings";
import { LiveChatRuntime } from "./features/live/live-chat.runtime";
import { notifyLiveStarted } from "./features/live/live-reminders";
import { LIVE_STATUS_CHANNEL, LiveRuntime, type LiveStatusChange } from "./features/live-media/live-runtime";
import { loadOrgMasterKey } from "./features/orgs/org-secrets";
import { paymentMode, paymentsFromEnv } from "./features/payments/payment-config";
import { sandboxKeys } from "./features/payments/sandbox-keys";
import { DatabaseSearchIndex } from "./features/search/database-search-index.repo";
import { MemorySearchIndex } from "./features/search/memory-search-index";
import { SmsConfigError, smsSenderFromEnv } from "./features/sms/sms-config";
import { SandboxSmsSender, type SmsSender } from "./features/sms/sms-sender";
import { socialLoginFromEnv } from "./features/social-login/social-login-config";
import { ssoFromEnv } from "./features/sso/sso-config";
import { SupportChatRuntime } from "./features/support-chat/support-chat.runtime";
import { publicOriginFromEnv } from "./http/public-origin";
import { ResponseCache } from "./http/response-cache";
import { SharedResponseCache } from "./http/shared-response-cache";
import type { Clock, Logger, ServerContext } from "./server-context";
import { connectEventBus } from "./shared/event-bus";
import { mediaStoreSettingsFromEnv, openMediaStore } from "./storage/media-store-config";

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: "info", message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: "error", message, ...fields })),
};

export interface ServerOptions {
  readonly databaseUrl?: string;
  /** Directory for the embedded database; null keeps PGlite in memory. */
  readonly dataDir: string | null;
  readonly production: boolean;
  readonly clock?: Clock;
  /** Chosen from `env` (SMS_GATEWAY …) when absent. */
  readonly sms?: SmsSender;
  /** The SMS settings (sms-config.ts); process.env unless given. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly log?: Logger;
  readonly seed?: boolean;
  /** SEED_SCALE: a first start seeds the catalogue this many times over (benchmarks; 1 by default). */
  readonly seedScale?: number;
  /** Tests: an in-memory database starts from this dump (see openDatabase). */
  readonly pgliteTemplate?: Blob;
  readonly orgMasterKey?: Buffer;
  /** Where ffmpeg writes live sessions' HLS; DATA_DIR/media/live by default (a new temporary folder without one). */
  readonly liveMediaDir?: string;
  /** The site's public origin; from `env` (PUBLIC_URL, PUBLIC_BASE_URL, PORT) when absent. */
  readonly publicOrigin?: string;
}

/** Opens (and migrates) the database, seeds it on first start, and wires the services. */
export async function createServerContext(
  options: ServerOptions,
): Promise<{ server: ServerContext; database: OpenDatabase }> {
  const log = options.log ?? consoleLogger;
  // a PUBLIC_URL that is not a URL stops the start here (PublicOriginConfigError), before the database opens
  const publicOrigin = options.publicOrigin ?? publicOriginFromEnv(options.env ?? process.env);
  // before the database opens: a production start with the sandbox sender stops here (SmsConfigError)
  const sms = options.sms ?? smsSenderFromEnv(options.env ?? process.env, options.production, (line) => log.info(line));
  if (options.production && sms.kind === "sandbox") {
    throw new SmsConfigError("SITE_MODE=live with the sandbox SMS sender");
  }
  const clockForProviders = options.clock ?? (() => new Date());
  // like the SMS sender: a production start with a sandbox login provider stops here, before the database opens
  const socialLogin = socialLoginFromEnv(options.env ?? process.env, options.production, clockForProviders);
  const sso = ssoFromEnv(options.env ?? process.env, options.production, clockForProviders);
  // a CREDIT_MINUTES_PER_HOUR that is not a whole number of minutes stops the start here (CreditConfigError)
  const credits = creditSettingsFromEnv(options.env ?? process.env);
  // MEDIA_STORE=s3 without its settings stops the start here (MediaStoreConfigError)
  const mediaSettings = mediaStoreSettingsFromEnv(options.env ?? process.env);
  // the sandbox's key pairs are made off the main thread while the database opens
  if (paymentMode(options.env ?? process.env) === "sandbox") sandboxKeys().catch(() => {});
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    pgliteTemplate: options.pgliteTemplate,
    onConnectionError: (error) => log.error("database connection lost", { error: error.message }),
  });
  const clock = options.clock ?? (() => new Date());
  // without a data directory (tests), files go to temporary folders of this server, removed when it closes
  const temporaryDirs: string[] = [];
  const temporaryDir = (prefix: string): string => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    temporaryDirs.push(dir);
    return dir;
  };
  // the local store's folder: DATA_DIR, so every file stays where it always was (a test server's own folder)
  const fileRoot = options.dataDir ?? temporaryDir("taxlearn-files-");
  const media = openMediaStore(mediaSettings, fileRoot);
  let payments: ServerContext["payments"];
  try {
    payments = await paymentsFromEnv(options.env ?? process.env, options.production, { db: database.db, clock, log });
  } catch (error) {
    await database.close();
    throw error;
  }
  const search = new DatabaseSearchIndex(database.db);
  if (options.seed !== false) {
    const seeded = await seedIfEmpty(database.db, (db) => new DatabaseSearchIndex(db), clock(), options.seedScale);
    if (seeded) log.info("seeded the database with demo content");
  }
  const indexed = await search.fillMissingTerms();
  if (indexed > 0) log.info("search terms filled for documents indexed by an earlier version", { indexed });
  // several processes may serve one PostgreSQL database: their caches are cleared together (LISTEN/NOTIFY)
  // one LISTEN connection per process, shared by the cache and the chats
  const listener = options.databaseUrl ? await PgListener.connect({ databaseUrl: options.databaseUrl, log }) : null;
  const cache = listener ? await SharedResponseCache.connect({ listener, db: database.db, log }) : new ResponseCache();
  const supportChat = await SupportChatRuntime.create({ listener, db: database.db, clock, log });
  const liveChat = await LiveChatRuntime.create({ listener, db: database.db, log });
  const logins = await LoginEvents.create({ listener, db: database.db, clock, log });
  const env = options.env ?? process.env;
  const liveStatusBus = await connectEventBus<LiveStatusChange>(LIVE_STATUS_CHANNEL, {
    listener,
    db: database.db,
    log,
  });
  const live = new LiveRuntime({
    statusBus: liveStatusBus,
    onWentLive: notifyLiveStarted,
    onEnded: creditLiveSessionAttendance,
    db: database.db,
    clock,
    log,
    cache,
    mediaDir: options.liveMediaDir ?? join(fileRoot, "media", "live"),
    store: media,
    graceMs: graceFromEnv(env.LIVE_RECONNECT_GRACE_MS),
    // open chat panels (in every process) learn that the chat opened or closed with the session
    onStatusChanged: (liveId, status) => {
      void liveChat.bus
        .publish({ liveId, to: "all", frame: { type: "phase", phase: liveChatPhase(status) } })
        .catch((error: unknown) => log.error("live chat phase not sent", { liveId, error: String(error) }));
    },
  });
  const server: ServerContext = {
    db: database.db,
    dbKind: database.kind,
    clock,
    sms,
    production: options.production,
    publicOrigin,
    cache,
    // searches are answered from memory, kept current by the cache's invalidations (features/search/README.md)
    search: await MemorySearchIndex.open({ database: search, db: database.db, changes: cache, log }),
    log,
    uploadsDir: join(fileRoot, "uploads"),
    media,
    orgMasterKey:
      options.orgMasterKey ?? loadOrgMasterKey({ envValue: process.env.ORG_MASTER_KEY, dataDir: options.dataDir }),
    payments,
    supportChat,
    // the sandbox keeps picture answers for its token-guarded test route, like the SMS codes it prints
    captchaOutbox:
      !options.production && sms instanceof SandboxSmsSender && sms.accessToken !== null ? new CaptchaOutbox() : null,
    liveChat,
    logins,
    live,
    socialLogin,
    sso,
    assistant: { llm: llmClientFromEnv(options.env ?? process.env) },
    credits,
    lectureStudio: new LectureStudio(lectureStudioSettingsFromEnv(env, fileRoot, temporaryDir), {
      store: media,
      db: database.db,
      clock,
      log,
      databaseUrl: options.databaseUrl ?? null,
      pglite: database.pglite ?? null,
    }),
  };
  const close = async () => {
    await server.lectureStudio.close();
    await live.close();
    await liveStatusBus.close();
    if (cache instanceof SharedResponseCache) await cache.close();
    await supportChat.close();
    await liveChat.close();
    await logins.close();
    await listener?.close();
    await database.close();
    // after the live runtime and the lecture studio, whose workers write into them, have stopped
    await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  };
  return { server, database: { db: database.db, kind: database.kind, close } };
}

/** LIVE_RECONNECT_GRACE_MS: whole milliseconds; anything else stops the start with the reason. */
function graceFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`LIVE_RECONNECT_GRACE_MS must be whole milliseconds, got "${value}"`);
  return Number(value);
}
