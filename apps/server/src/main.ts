import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createServerContext } from "./create-server";

/**
 * Environment (see README): PORT (3000), HOST (0.0.0.0), DATA_DIR (./.data, relative to the working directory),
 * DATABASE_URL (PostgreSQL instead of PGlite), WEB_DIST (apps/web/dist), MEDIA_DIR (apps/server/media), NODE_ENV,
 * TRUST_PROXY (1/true: X-Forwarded-Proto from a TLS-terminating proxy counts, for HSTS).
 */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? 3000);
const webDist = resolve(env.WEB_DIST ?? here("../../web/dist"));
const mediaDir = resolve(env.MEDIA_DIR ?? here("../media"));

const { server, database } = await createServerContext({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(env.DATA_DIR ?? ".data"),
  production: env.NODE_ENV === "production",
});
const app = createApp(server, {
  webDist: existsSync(webDist) ? webDist : null,
  mediaDir: existsSync(mediaDir) ? mediaDir : null,
  trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
});

const http = serve({ fetch: app.fetch, port, hostname: env.HOST ?? "0.0.0.0" }, (info) => {
  server.log.info(`listening on http://localhost:${info.port}`, { db: server.dbKind, webDist: existsSync(webDist) });
});

const shutdown = () => {
  http.close(() => {
    database.close().finally(() => process.exit(0));
  });
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
