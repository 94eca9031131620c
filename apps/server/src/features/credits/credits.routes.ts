import { CERTIFICATE_VERIFY_PATH, CREDIT_CERTIFICATE_PDF_PATH, CREDIT_YEAR_PDF_PATH } from "@taxlearn/api";
import type { Context, Hono } from "hono";
import { resolveSession } from "../../auth/sessions";
import { clientAddressOf } from "../../http/client-address";
import { type AppEnv, readToken } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { isSerialShaped } from "./certificate-serial";
import { certificatePdf, yearCertificate } from "./certificates";
import { CREDITS_MESSAGES } from "./credits.messages";
import * as repo from "./credits.repo";
import { VERIFY_LIMIT, VerifyLimiter } from "./verify-limit";
import {
  tooManyVerificationsHtml,
  unknownCertificateHtml,
  VERIFY_PAGE_CSS,
  VERIFY_PAGE_CSS_PATH,
  verifyPageHtml,
} from "./verify-page";

const envelope = (c: Context, status: number, msg: string, http: 200 | 401 | 404 = 200) =>
  c.body(JSON.stringify({ status, success: status === 200, msg, data: null }), http, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });

const pdfAnswer = (c: Context, pdf: Buffer, serial: string) =>
  c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="certificate-${serial}.pdf"`,
    "cache-control": "private, no-store",
  });

export interface CreditRouteOptions {
  readonly trustProxy: boolean;
  /** Verification pages per client and window (tests use a small one). */
  readonly verifyLimit?: { readonly perWindow: number; readonly windowMs: number };
}

/**
 * The files and the page of study hours, which are not envelopes: a certificate's PDF and the year's 学时证明 PDF
 * (the learner's own only, with the login token: another learner's serial is 404 like an unknown one), and the public
 * verification page `/certificate/verify/{serial}` (server-rendered HTML, no login, a budget per client).
 */
export function mountCreditRoutes(app: Hono<AppEnv>, server: ServerContext, options: CreditRouteOptions): void {
  const sessionOf = resolveSession(server);
  const signedIn = async (c: Context) => {
    const token = readToken(c);
    return { token, session: token ? await sessionOf(token) : null };
  };

  app.get(CREDIT_CERTIFICATE_PDF_PATH, async (c) => {
    const { token, session } = await signedIn(c);
    if (!session) return envelope(c, 401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn, 401);
    const serial = c.req.param("serial");
    const row = isSerialShaped(serial) ? await repo.findCertificate(server.db, serial) : null;
    if (!row || row.userId !== session.userId) return envelope(c, 404, CREDITS_MESSAGES.certificateNotFound, 404);
    return pdfAnswer(c, await certificatePdf(server, row), row.serial);
  });

  app.get(CREDIT_YEAR_PDF_PATH, async (c) => {
    const { token, session } = await signedIn(c);
    if (!session) return envelope(c, 401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn, 401);
    const raw = c.req.param("year");
    const year = /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(year >= 2000 && year <= 2100)) return envelope(c, 400, CREDITS_MESSAGES.yearInvalid);
    const row = await yearCertificate(server, session.userId, year);
    if (!row) return envelope(c, 404, CREDITS_MESSAGES.yearEmpty, 404);
    return pdfAnswer(c, await certificatePdf(server, row), row.serial);
  });

  // the page links its stylesheet (the CSP refuses inline <style>)
  app.get(VERIFY_PAGE_CSS_PATH, (c) =>
    c.body(VERIFY_PAGE_CSS, 200, {
      "content-type": "text/css; charset=utf-8",
      "cache-control": "public, max-age=3600",
    }),
  );
  const limit = options.verifyLimit ?? VERIFY_LIMIT;
  const limiter = new VerifyLimiter(limit.perWindow, limit.windowMs);
  app.get(CERTIFICATE_VERIFY_PATH, async (c) => {
    const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
    const client = clientAddressOf(c, options.trustProxy) ?? "in-process";
    const now = server.clock().getTime();
    if (!limiter.allow(client, now)) {
      return c.body(tooManyVerificationsHtml(), 429, {
        ...headers,
        "retry-after": String(limiter.retryAfterSeconds(client, now)),
      });
    }
    const serial = c.req.param("serial");
    const row = isSerialShaped(serial) ? await repo.findCertificate(server.db, serial) : null;
    if (!row) return c.body(unknownCertificateHtml(), 404, headers);
    return c.body(verifyPageHtml(row), 200, headers);
  });
}
