import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type OpenDatabase, openDatabase } from "./db/database";
import { seedIfEmpty } from "./db/seed/seed";
import { loadOrgMasterKey } from "./features/orgs/org-secrets";
import { paymentsFromEnv } from "./features/payments/payment-config";
import { DatabaseSearchIndex } from "./features/search/database-search-index";
import { SmsConfigError, smsSenderFromEnv } from "./features/sms/sms-config";
import type { SmsSender } from "./features/sms/sms-sender";
import { socialLoginFromEnv } from "./features/social-login/social-login-config";
import { ssoFromEnv } from "./features/sso/sso-config";
import { SupportChatRuntime } from "./features/support-chat/support-chat.runtime";
import { ResponseCache } from "./http/response-cache";
import { SharedResponseCache } from "./http/shared-response-cache";
import type { Clock, Logger, ServerContext } from "./server-context";

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
  readonly orgMasterKey?: Buffer;
  /** Where learner uploads go; DATA_DIR/uploads by default (a new temporary folder without a data directory). */
  readonly uploadsDir?: string;
}

/** Opens (and migrates) the database, seeds it on first start, and wires the services. */
export async function createServerContext(
  options: ServerOptions,
): Promise<{ server: ServerContext; database: OpenDatabase }> {
  const log = options.log ?? consoleLogger;
  // before the database opens: a production start with the sandbox sender stops here (SmsConfigError)
  const sms = options.sms ?? smsSenderFromEnv(options.env ?? process.env, options.production, (line) => log.info(line));
  if (options.production && sms.kind === "sandbox") {
    throw new SmsConfigError("NODE_ENV=production with the sandbox SMS sender");
  }
  const clockForProviders = options.clock ?? (() => new Date());
  // like the SMS sender: a production start with a sandbox login provider stops here, before the database opens
  const socialLogin = socialLoginFromEnv(options.env ?? process.env, options.production, clockForProviders);
  const sso = ssoFromEnv(options.env ?? process.env, options.production, clockForProviders);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    onConnectionError: (error) => log.error("database connection lost", { error: error.message }),
  });
  const clock = options.clock ?? (() => new Date());
  let payments: ServerContext["payments"];
  try {
    payments = paymentsFromEnv(options.env ?? process.env, options.production, { db: database.db, clock, log });
  } catch (error) {
    await database.close();
    throw error;
  }
  const search = new DatabaseSearchIndex(database.db);
  if (options.seed !== false) {
    const seeded = await seedIfEmpty(database.db, (db) => new DatabaseSearchIndex(db), clock());
    if (seeded) log.info("seeded the database with demo content");
  }
  // several processes may serve one PostgreSQL database: their caches are cleared together (LISTEN/NOTIFY)
  const cache = options.databaseUrl
    ? await SharedResponseCache.connect({ databaseUrl: options.databaseUrl, db: database.db, log })
    : new ResponseCache();
  const supportChat = await SupportChatRuntime.create({ databaseUrl: options.databaseUrl, clock, log });
  const server: ServerContext = {
    db: database.db,
    dbKind: database.kind,
    clock,
    sms,
    production: options.production,
    cache,
    search,
    log,
    uploadsDir:
      options.uploadsDir ??
      (options.dataDir ? join(options.dataDir, "uploads") : mkdtempSync(join(tmpdir(), "taxlearn-uploads-"))),
    orgMasterKey:
      options.orgMasterKey ?? loadOrgMasterKey({ envValue: process.env.ORG_MASTER_KEY, dataDir: options.dataDir }),
    payments,
    supportChat,
    socialLogin,
    sso,
  };
  const close = async () => {
    if (cache instanceof SharedResponseCache) await cache.close();
    await supportChat.close();
    await database.close();
  };
  return { server, database: { db: database.db, kind: database.kind, close } };
}
