import { randomUUID } from "node:crypto";
import { CONTRACTS } from "@taxlearn/api";
import { ADMIN_CONTRACTS, ADMIN_LECTURE_UPLOAD_PATH, COURSE_COVER_RULE } from "@taxlearn/api/admin";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { consoleHandlers } from "./console";
import { accountHandlers, resolveSession } from "./features/accounts/accounts.service";
import { assistantHandlers } from "./features/assistant/assistant.service";
import { mountAssistantStreamRoute } from "./features/assistant/assistant-stream.route";
import { mountCaptchaOutboxRoute } from "./features/captcha/captcha-outbox.route";
import { CACHED_CATALOGUE_CALLS, catalogueHandlers } from "./features/catalogue/catalogue.service";
import { COURSE_COVER_MESSAGES } from "./features/catalogue/console/catalogue-console.messages";
import { centreHandlers } from "./features/centre/centre.service";
import { CREDITS_MESSAGES } from "./features/credits/credits.messages";
import { mountCreditRoutes } from "./features/credits/credits.routes";
import { creditHandlers } from "./features/credits/credits.service";
import { forumHandlers } from "./features/forum/forum.service";
import { helpHandlers } from "./features/help/help.service";
import { mountInvoiceRoutes } from "./features/invoices/invoice.routes";
import { invoiceHandlers } from "./features/invoices/invoices.service";
import { mountLectureUploadRoute } from "./features/lecture-studio/console/lecture-upload.route";
import { mountLectureMedia } from "./features/lecture-studio/lecture-media.route";
import { liveHandlers } from "./features/live/live.service";
import { findSession as findLiveSession, findMedia } from "./features/live-media/live-media.repo";
import { mountLiveMediaRoutes } from "./features/live-media/live-media.routes";
import { liveMediaHandlers } from "./features/live-media/live-media.service";
import { liveAccess } from "./features/live-media/live-playback";
import { messageHandlers } from "./features/messages/messages.service";
import { mountOrderExportRoute } from "./features/orders/console/order-export.route";
import { mountPaymentNotifyRoute } from "./features/orders/notify.route";
import { mountOpsRefundRoute } from "./features/orders/ops-refund.route";
import { orderHandlers } from "./features/orders/orders.service";
import { mountOrgReportExport } from "./features/org-reports/org-report-export.route";
import { orgReportsHandlers } from "./features/org-reports/org-reports.service";
import { orgHeaderGuard } from "./features/orgs/org-header";
import { findOrganisation } from "./features/orgs/orgs.repo";
import { orgHandlers } from "./features/orgs/orgs.service";
import { mountSandboxPayPage } from "./features/payments/sandbox-pay-page.route";
import { mountSandboxWechatMp } from "./features/payments/sandbox-wechat-mp.route";
import { mountWechatPayerCallback, wechatPayerHandlers } from "./features/payments/wechat-payer";
import { AVATAR_UPLOAD_BODY_BYTES } from "./features/profile/avatar-image";
import { PROFILE_TEXTS } from "./features/profile/profile.messages";
import { profileHandlers } from "./features/profile/profile.service";
import { regulationHandlers } from "./features/regulation/regulation.service";
import { searchHandlers } from "./features/search/search.service";
import { mountSeoRoutes } from "./features/seo/seo.routes";
import { siteFeedbackHandlers } from "./features/site-feedback/site-feedback.service";
import { mountSandboxOutboxRoute } from "./features/sms/sandbox-outbox.route";
import { SandboxSmsSender } from "./features/sms/sms-sender";
import { mountSandboxWechatLogin } from "./features/social-login/sandbox-wechat.route";
import { socialLoginHandlers } from "./features/social-login/social-login.service";
import { dingTalkScriptSources, mountDingTalkLoginPage } from "./features/sso/dingtalk-login-page";
import { mountSandboxDingTalk } from "./features/sso/sandbox-dingtalk.route";
import { mountSandboxOrgOAuth2 } from "./features/sso/sandbox-org-oauth2.route";
import { orgOAuth2Handlers, ssoHandlers } from "./features/sso/sso.service";
import { syncPlanProgress } from "./features/study-plan/plan-progress";
import { studyPlanHandlers } from "./features/study-plan/study-plan.service";
import { mountDevPublishRoute } from "./features/subscriptions/dev-publish.route";
import { subscriptionHandlers } from "./features/subscriptions/subscriptions.service";
import { mountSupportChatClockRoute } from "./features/support-chat/dev-clock.route";
import { supportChatHandlers } from "./features/support-chat/support-chat.service";
import { mountCaptionsRoute } from "./features/video/captions.route";
import { keepsCourse } from "./features/video/course-keepers";
import { lecturesOfCourse } from "./features/video/video.repo";
import { mountVideoKeyRoute, videoHandlers } from "./features/video/video.routes";
import { entitledLecture } from "./features/video/video.service";
import { watchedShare } from "./features/video/watched-share.repo";
import { vipHandlers } from "./features/vip/vip.service";
import { bodySizeLimit } from "./http/body-size-limit";
import { isCompleteAnswer } from "./http/complete-answer";
import type { EndpointLimitsByName } from "./http/endpoint-limits";
import { envelopeJson, sendJsonText } from "./http/envelope";
import { errorAnswer } from "./http/error-answer";
import { type AppEnv, type HandlersFor, mountContracts } from "./http/mount-contracts";
import { fail, ok } from "./http/outcome";
import { readablePageBody } from "./http/page-bodies";
import { PageRenderCache } from "./http/page-render-cache";
import { COMPRESS_MIN_BYTES } from "./http/response-cache";
import { securityHeaders } from "./http/security-headers";
import { mountMedia, mountWebApp } from "./http/static-files";
import { mountUploadedImages } from "./http/uploaded-image-files";
import { SERVER_MESSAGES } from "./messages";
import type { ServerContext } from "./server-context";
import { mountStoredMedia } from "./storage/site-media";

export const MAX_BODY_BYTES = 1024 * 1024;
/** The console's course cover upload (adminCourseCover), which has its own body limit. */
const COURSE_COVER_PATH = /^\/api\/admin\/courses\/\d+\/cover$/;

/**
 * A caller's `x-request-id` is echoed in the 500 message and written to the log, so only a plain token is taken as
 * it is; anything else (markup, spaces, line breaks, too short or too long) is replaced by a fresh id.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
export const acceptedRequestId = (header: string | undefined): string =>
  header !== undefined && REQUEST_ID.test(header) ? header : randomUUID();

/** Every handler built so far, by contract name. */
export function buildHandlers(server: ServerContext): HandlersFor<typeof CONTRACTS> {
  return {
    ...accountHandlers(server),
    ...orgHandlers(server),
    ...orgReportsHandlers(server),
    // who keeps a withdrawn course (buyers, learners who studied it) is the orders' and lectures' to say
    ...catalogueHandlers(server, keepsCourse),
    ...liveHandlers(server, async (liveId, userId) => liveAccess(server, await findMedia(server.db, liveId), userId)),
    ...liveMediaHandlers(server),
    ...searchHandlers(server),
    ...videoHandlers(server, syncPlanProgress),
    ...siteFeedbackHandlers(server),
    ...forumHandlers(server),
    ...helpHandlers(server),
    ...vipHandlers(server),
    ...orderHandlers(server, watchedShare),
    ...wechatPayerHandlers(server),
    ...messageHandlers(server),
    ...profileHandlers(server),
    ...subscriptionHandlers(server),
    ...invoiceHandlers(server),
    ...centreHandlers(server),
    ...supportChatHandlers(server),
    ...socialLoginHandlers(server),
    ...ssoHandlers(server),
    ...orgOAuth2Handlers(server),
    ...assistantHandlers(server),
    ...regulationHandlers(server),
    ...studyPlanHandlers(server),
    // video depends on study plans, which credit exams: the lectures reach study hours from here, not by import
    ...creditHandlers(server, {
      lectureFor: async (userId, fileId) => {
        const lecture = await entitledLecture(server, userId, fileId);
        return lecture.ok
          ? {
              ok: true,
              data: {
                id: lecture.data.id,
                courseId: lecture.data.courseId,
                durationSeconds: lecture.data.durationSeconds,
              },
            }
          : lecture;
      },
      liveFor: async (userId, liveId) => {
        const [session, media] = await Promise.all([findLiveSession(server.db, liveId), findMedia(server.db, liveId)]);
        if (!session) return fail(404, CREDITS_MESSAGES.liveNotFound);
        const access = await liveAccess(server, media, userId);
        return access.allowed ? ok(null) : fail(403, access.reason);
      },
      lecturesOfCourse: async (courseId) =>
        (await lecturesOfCourse(server.db, courseId, null)).map((l) => ({
          fileId: l.fileId,
          durationSeconds: l.duration,
        })),
    }),
  };
}

export interface AppOptions {
  /** apps/web/dist, or null to serve the API only. */
  readonly webDist: string | null;
  readonly mediaDir: string | null;
  /** Overrides of the per-endpoint limits of `http/endpoint-limits.ts`, by contract name (tests use small ones). */
  readonly endpointLimits?: EndpointLimitsByName;
  /**
   * TRUST_PROXY: a reverse proxy terminates TLS and sets X-Forwarded-Proto (for HSTS) and X-Forwarded-For (the
   * client address of per-client limits).
   */
  readonly trustProxy?: boolean;
  /** The operator token of the data directory: mounts the route `pnpm order:refund` calls (ops-refund.route.ts). */
  readonly opsToken?: string;
  /** The certificate verification page's budget per client (features/credits); tests use a small one. */
  readonly verifyLimit?: { readonly perWindow: number; readonly windowMs: number };
}

export function createApp(server: ServerContext, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // first, so that every answer gets them: pages, API, media, 404s, 413s, 503s and 500s
  app.use(
    "*",
    securityHeaders({
      trustProxy: options.trustProxy ?? false,
      partnerOrigins: async (orgId) => (await findOrganisation(server.db, orgId))?.partnerOrigins ?? [],
      scriptSources: dingTalkScriptSources(server),
      mediaOrigin: server.media.publicBaseUrl ? new URL(server.media.publicBaseUrl).origin : null,
      onLookupError: (error) => server.log.error("partner origins lookup failed", { error: String(error) }),
    }),
  );

  app.use("*", async (c, next) => {
    c.set("requestId", acceptedRequestId(c.req.header("x-request-id")));
    await next();
  });
  const limitBody = bodySizeLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => sendJsonText(c, envelopeJson(413, SERVER_MESSAGES.bodyTooLarge, null), 413),
  });
  // an avatar upload may be 2 MB of picture plus the multipart framing; more is refused with the picture's own message
  const limitAvatarBody = bodySizeLimit({
    maxSize: AVATAR_UPLOAD_BODY_BYTES,
    onError: (c) => sendJsonText(c, envelopeJson(413, PROFILE_TEXTS.badImage, null), 413),
  });
  // a course cover may be 5 MB of picture plus the framing (the console's own call)
  const limitCoverBody = bodySizeLimit({
    maxSize: COURSE_COVER_RULE.maxBytes + 64 * 1024,
    onError: (c) => sendJsonText(c, envelopeJson(413, COURSE_COVER_MESSAGES.notImage, null), 413),
  });
  // GET and HEAD carry no body (the handlers never read one), so the hot cached reads skip the limit's stream wrapper
  app.use("/api/*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // lecture videos arrive over tus in chunks, limited by LECTURE_UPLOAD_MAX_BYTES (features/lecture-studio)
    if (c.req.path.startsWith(ADMIN_LECTURE_UPLOAD_PATH)) return next();
    if (COURSE_COVER_PATH.test(c.req.path)) return limitCoverBody(c, next);
    return c.req.path === CONTRACTS.uploadAvatar.path ? limitAvatarBody(c, next) : limitBody(c, next);
  });

  // the sandbox providers' pages and APIs read their own bodies: held to the same limit, refused when unreadable
  app.use("/sandbox/*", limitBody, readablePageBody());

  // JSON answers of 1 KB and more are gzipped for browsers that accept it (event streams and media are not JSON); a
  // contract's answer is compressed as it is written (complete-answer.ts), and its headers are not read again here
  const compressJson = compress({ contentTypeFilter: /^application\/json/, threshold: COMPRESS_MIN_BYTES });
  app.use("/api/*", async (c, next) => {
    await next();
    if (!isCompleteAnswer(c.res)) await compressJson(c, async () => {});
  });

  // an orgId header naming no organisation must not fall back to the unscoped catalogue
  app.use("/api/*", orgHeaderGuard(server));

  app.get("/healthz", (c) => c.json({ status: "ok", db: server.dbKind }));

  mountContracts(app, CONTRACTS, buildHandlers(server), server, {
    cached: CACHED_CATALOGUE_CALLS,
    resolveSession: resolveSession(server),
    limits: options.endpointLimits,
    trustProxy: options.trustProxy ?? false,
  });
  // the operator console's calls (each feature's console/, gathered in console.ts): same pipeline, kept out of the learner's contract table
  mountContracts(app, ADMIN_CONTRACTS, consoleHandlers(server), server, {
    cached: new Set(),
    resolveSession: resolveSession(server),
    limits: options.endpointLimits,
    trustProxy: options.trustProxy ?? false,
  });
  mountOrderExportRoute(app, server);
  mountOrgReportExport(app, server);
  mountLectureUploadRoute(app, server);
  mountVideoKeyRoute(app, server);
  mountCaptionsRoute(app, server);
  mountLiveMediaRoutes(app, server);
  mountInvoiceRoutes(app, server);
  mountCreditRoutes(app, server, { trustProxy: options.trustProxy ?? false, verifyLimit: options.verifyLimit });
  mountAssistantStreamRoute(app, server);
  mountPaymentNotifyRoute(app, server);
  mountWechatPayerCallback(app, server);
  if (options.opsToken) mountOpsRefundRoute(app, server, options.opsToken, watchedShare);
  const paymentSandbox = server.payments.sandbox;
  if (!server.production && paymentSandbox) {
    mountSandboxPayPage(app, paymentSandbox);
    // the sandbox provider posts its notifications to this app's notify route (through the whole request pipeline)
    paymentSandbox.useTransport(async (url, headers, body) => {
      const response = await app.request(new URL(url).pathname, { method: "POST", headers, body });
      return response.status;
    });
  }
  const wechatMpSandbox = server.payments.sandboxWechatMp;
  if (!server.production && wechatMpSandbox) {
    mountSandboxWechatMp(app, wechatMpSandbox, server.publicOrigin);
    server.payments.wechatPayer?.useTransport(async (input, init) => app.request(String(input), init));
  }
  // the sandbox login providers' pages and APIs; their adapters reach the APIs through this app, in-process
  const wechatSandbox = server.socialLogin.sandbox;
  if (!server.production && wechatSandbox) {
    mountSandboxWechatLogin(app, wechatSandbox, server.publicOrigin);
    server.socialLogin.useTransport(async (request) => app.request(request));
  }
  const dingTalkSandbox = server.sso.sandboxDingTalk;
  const orgOAuth2Sandbox = server.sso.orgOAuth2.sandbox;
  // the page DingTalk opens (before the web app, which serves /ddLogin?step=signOn and the older ?code= links)
  mountDingTalkLoginPage(app, server);
  if (!server.production && dingTalkSandbox) mountSandboxDingTalk(app, server, dingTalkSandbox);
  if (!server.production && orgOAuth2Sandbox) mountSandboxOrgOAuth2(app, server, orgOAuth2Sandbox);
  if (!server.production && (dingTalkSandbox || orgOAuth2Sandbox)) {
    server.sso.useTransport(async (request) => app.request(request));
  }
  if (!server.production && server.sms instanceof SandboxSmsSender) {
    mountSandboxOutboxRoute(app, server.sms);
    if (server.captchaOutbox && server.sms.accessToken) {
      mountCaptchaOutboxRoute(app, server.captchaOutbox, server.sms.accessToken);
    }
    mountDevPublishRoute(app, server, server.sms);
    mountSupportChatClockRoute(app, server, server.sms.accessToken);
  }
  mountUploadedImages(app, server);
  mountSeoRoutes(app, server);

  app.all("/api/*", (c) => sendJsonText(c, envelopeJson(404, SERVER_MESSAGES.apiNotFound, null), 404));
  // the client of the sample media's per-client limit, as for the endpoint limits
  mountLectureMedia(app, server, { trustProxy: options.trustProxy ?? false });
  // MEDIA_STORE=s3: the committed media was copied into the bucket at start (main.ts) and is served from there
  if (server.media.kind === "s3") mountStoredMedia(app, server.media);
  else if (options.mediaDir) mountMedia(app, options.mediaDir);
  mountWebApp(app, options.webDist, {
    publicOrigin: server.publicOrigin,
    renderCache: new PageRenderCache(server.cache, server.clock),
    onRenderError: (path, error) =>
      server.log.error("server rendering failed", {
        path,
        error: error instanceof Error ? error.stack : String(error),
      }),
  });

  // spec: 500 with a request id, logged, never a stack trace (nor SQL) to the client; input the database refuses is a 4xx
  app.onError((error, c) => {
    const answer = errorAnswer(error, { requestId: c.get("requestId"), path: c.req.path, log: server.log });
    return c.body(answer.body, answer.httpStatus, { "content-type": "application/json; charset=utf-8" });
  });
  return app;
}
