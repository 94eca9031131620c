import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createServerContext } from "./create-server";
import { DataDirInUseError } from "./db/data-dir-lock";
import { JobLeader } from "./db/job-leader";
import { seedScaleFromEnv } from "./db/seed-scale";
import { CreditConfigError } from "./features/credits/credits-config";
import { attachLiveChat } from "./features/live/live-chat-socket";
import { startLiveReminderJob } from "./features/live/live-reminders";
import { ingestSettingsFromEnv, startLiveIngest } from "./features/live-media/live-ingest";
import { RTMP_APP } from "./features/live-media/rtmp-ingest";
import { loadOpsToken } from "./features/orders/ops-refund.route";
import { startOrderJobs } from "./features/orders/reconcile";
import { startAssignmentReminderJob } from "./features/org-reports/org-assignments";
import { PaymentConfigError } from "./features/payments/payment-config";
import { SmsConfigError } from "./features/sms/sms-config";
import { SandboxSmsSender } from "./features/sms/sms-sender";
import { SocialLoginConfigError } from "./features/social-login/social-login-config";
import { OrgOAuth2ConfigError } from "./features/sso/org-oauth2-config";
import { SsoConfigError } from "./features/sso/sso-config";
import { startStudyPlanReminderJob } from "./features/study-plan/plan-reminders";
import { startScheduledPublishJob } from "./features/subscriptions/scheduled-publish";
import { attachSupportChat } from "./features/support-chat/chat-socket";
import { applyConnectionTimeouts } from "./http/connection-timeouts";
import { drainHttp, shutdownGraceFromEnv } from "./http/drain";
import { PublicOriginConfigError } from "./http/public-origin";
import { metricsSettingsFromEnv, observedGauge, serveMetrics } from "./shared/metrics";
import { SiteModeConfigError, siteModeFromEnv, useProductionLibraries } from "./site-mode";
import { MediaStoreConfigError } from "./storage/media-store-config";
import { syncSiteMedia } from "./storage/site-media";

/**
 * Environment (see README): PORT (3000), HOST (0.0.0.0), DATA_DIR (./.data, relative to the working directory),
 * DATABASE_URL (PostgreSQL instead of PGlite), WEB_DIST (apps/web/dist), MEDIA_DIR (apps/server/media),
 * SITE_MODE (live / sandbox, site-mode.ts; NODE_ENV only picks the libraries' builds and defaults to production here),
 * SMS_GATEWAY / SMS_SANDBOX_TOKEN / ALIYUN_SMS_* (features/sms/sms-config.ts).
 * PUBLIC_URL (alias PUBLIC_BASE_URL; http://localhost:$PORT): the origin of every absolute link (http/public-origin.ts).
 * PAYMENT_GATEWAY / WECHATPAY_* / ALIPAY_* / PAYMENT_SANDBOX_NOTIFY_DELAY_MS
 * (features/payments/payment-config.ts).
 * LIVE_RTMP_PORT (1935) / LIVE_RTMP_HOST (127.0.0.1) / LIVE_RTMP_PUBLIC_URL / LIVE_RECONNECT_GRACE_MS (60000):
 * the live RTMP ingest (features/live-media).
 * SEED_SCALE (1): a first start seeds the catalogue this many times over (1–200, for benchmarks).
 * TRUST_PROXY (1/true: X-Forwarded-Proto and the last X-Forwarded-For entry from the proxy count: HSTS, client limits).
 * METRICS_PORT (9464; 0 = off) / METRICS_HOST (127.0.0.1): Prometheus /metrics, never on the site's port.
 * SHUTDOWN_GRACE_MS (10000): how long SIGTERM waits for requests in flight (http/drain.ts).
 * MEDIA_STORE (local / s3) with S3_* and MEDIA_PUBLIC_URL: where media and uploads live (storage/README.md).
 */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? 3000);
const webDist = resolve(env.WEB_DIST ?? here("../../web/dist"));
const mediaDir = resolve(env.MEDIA_DIR ?? here("../media"));

const dataDir = resolve(env.DATA_DIR ?? ".data");
const siteMode = (() => {
  try {
    return siteModeFromEnv(env);
  } catch (error) {
    if (!(error instanceof SiteModeConfigError)) throw error;
    console.error(`refusing to start: ${error.message}`);
    process.exit(1);
  }
})();
// read after the site mode: React (loaded with the web build's server entry) renders with its production build
useProductionLibraries(env);
const { server, database } = await createServerContext({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir,
  production: siteMode === "live",
  seedScale: seedScaleFromEnv(env.SEED_SCALE),
}).catch((error: unknown) => {
  // a setting that must not go live (the sandbox SMS sender in production …), or a data directory another server
  // holds: say why and stop, no stack
  if (
    error instanceof DataDirInUseError ||
    error instanceof PublicOriginConfigError ||
    error instanceof SmsConfigError ||
    error instanceof PaymentConfigError ||
    error instanceof SocialLoginConfigError ||
    error instanceof SsoConfigError ||
    error instanceof OrgOAuth2ConfigError ||
    error instanceof CreditConfigError ||
    error instanceof MediaStoreConfigError
  ) {
    console.error(`refusing to start: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
if (server.sms instanceof SandboxSmsSender && server.sms.accessToken) {
  server.log.info(
    "SMS sandbox: no SMS leaves this machine; each code is printed here as [sms sandbox] <phone> (<scene>): <code>. " +
      `Automated tests read the latest with GET /api/dev/outbox?account=<phone> and header x-sms-sandbox-token: ${server.sms.accessToken}`,
  );
}
// MEDIA_STORE=s3: the committed media (seed images, sample lectures, replays) is served from the bucket too
if (server.media.kind === "s3" && existsSync(mediaDir)) {
  const copied = await syncSiteMedia(server.media, mediaDir);
  if (copied > 0) server.log.info("copied the site's media into the bucket", { files: copied });
}
const app = createApp(server, {
  webDist: existsSync(webDist) ? webDist : null,
  mediaDir: existsSync(mediaDir) ? mediaDir : null,
  trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  opsToken: loadOpsToken(dataDir),
});

// One process takes the streams (LIVE_INGEST=off on the others of a PostgreSQL deployment): it alone may end
// sessions left 直播中 by a crash or a kill (their recording becomes the replay) before publishers connect again.
const ingest = env.LIVE_INGEST === "off" ? null : await startIngest();
if (!ingest) {
  // studios served here still show where the ingest process takes streams
  const settings = ingestSettingsFromEnv(env);
  server.live.rtmpUrl = settings.publicUrl ?? `rtmp://${settings.host}:${settings.port}/${RTMP_APP}`;
  server.log.info("live RTMP ingest off in this process (LIVE_INGEST=off)");
}

async function startIngest() {
  const reconciled = await server.live.reconcile();
  if (reconciled.length > 0) server.log.info("ended live sessions left live by the last run", { ids: reconciled });
  const settings = ingestSettingsFromEnv(env);
  const started = await startLiveIngest(server, settings).catch((error: unknown) => {
    console.error(
      `refusing to start: the RTMP ingest cannot listen on ${settings.host}:${settings.port} (${String(error)})`,
    );
    process.exit(1);
  });
  server.log.info(`live RTMP ingest: ${server.live.rtmpUrl}/<stream key>`);
  return started;
}

// The background jobs run in one process of a PostgreSQL deployment at a time (db/job-leader.ts): the leader holds
// a PostgreSQL lock; when it dies another process takes over within seconds and picks up what it left.
const jobLeader = await JobLeader.start({
  databaseUrl: env.DATABASE_URL || null,
  log: server.log,
  jobs: async () => {
    // the lecture transcode worker (features/lecture-studio): jobs queued before a restart (or by a leader that
    // died) are in the database and run now. LECTURE_WORKER=off keeps this process from transcoding.
    const transcodes = env.LECTURE_WORKER !== "off";
    if (transcodes) await server.lectureStudio.startWorker();
    // orders left paying (a notification lost, a kill) are completed from the provider now and every minute
    const stopOrderJobs = startOrderJobs(server);
    // 课程提醒 30 minutes before a booked session starts, now and every minute (exactly once: live_reminders)
    const stopLiveReminders = startLiveReminderJob(server);
    const stopStudyPlanReminders = startStudyPlanReminderJob(server);
    // an organisation's assignments: one reminder a week before the deadline (exactly once: reminded_at)
    const stopAssignmentReminders = startAssignmentReminderJob(server);
    const stopScheduledPublish = startScheduledPublishJob(server);
    return async () => {
      stopOrderJobs();
      stopLiveReminders();
      stopStudyPlanReminders();
      stopAssignmentReminders();
      stopScheduledPublish();
      if (transcodes) await server.lectureStudio.stopWorker();
    };
  },
});
if (server.payments.sandbox) {
  server.log.info(
    "payment sandbox: no money moves; each QR opens its scan page /sandbox/pay/<tradeNo>/<secret> (确认支付 / 拒绝)",
  );
}

const http = serve({ fetch: app.fetch, port, hostname: env.HOST ?? "0.0.0.0" }, (info) => {
  server.log.info(`listening on http://localhost:${info.port}`, { db: server.dbKind, webDist: existsSync(webDist) });
});
applyConnectionTimeouts(http as Server);

// the live chat's WebSocket (/api/service/chat/ws) on the same port
const chat = attachSupportChat(http as Server, server, {
  trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
});
// a live session's chat (/api/live/chat/ws) beside it
const liveChat = attachLiveChat(http as Server, server, {
  trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
});

// live viewers, read when scraped
observedGauge("taxlearn_live_viewers", "Viewers of the sessions on air in this process", [], async () => [
  [{}, server.live.onAir().reduce((sum, session) => sum + session.viewers, 0)],
]);
const metrics = await startMetrics();
async function startMetrics() {
  const settings = metricsSettingsFromEnv(env);
  if (!settings) return null;
  const started = await serveMetrics(settings).catch((error: unknown) => {
    console.error(`refusing to start: metrics cannot listen on ${settings.host}:${settings.port} (${String(error)})`);
    process.exit(1);
  });
  server.log.info(`metrics on http://${settings.host}:${started.port}/metrics`);
  return started.server;
}

// SIGTERM drains (a deploy, a restart): no new connections; requests in flight are answered (SHUTDOWN_GRACE_MS at
// most); sockets close with 1012 so clients reconnect; the job queue is released (pg-boss stops in database.close);
// then exit 0.
const graceMs = shutdownGraceFromEnv(env.SHUTDOWN_GRACE_MS);
let shuttingDown = false;
const shutdown = async (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  server.log.info("shutting down", { signal, graceMs });
  await jobLeader.close();
  const drained = drainHttp(http as Server, graceMs);
  await Promise.all([chat.close(), liveChat.close(), ingest?.stop()]);
  const finished = await drained;
  if (!finished) server.log.error("requests still running after the shutdown grace were cut", { graceMs });
  metrics?.close();
  await database.close();
  server.log.info("shut down");
  process.exit(0);
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      console.error("shutdown failed", error);
      process.exit(1);
    });
  });
}
