import { CREDIT_MESSAGES } from "@taxlearn/core";
import { maskName } from "./certificates";
import { beijingDateLabel } from "./credit-years";
import { CREDITS_MESSAGES } from "./credits.messages";
import type { CertificateRow } from "./credits.repo";

const V = CREDITS_MESSAGES.verify;

/** The page's stylesheet, served beside it: the site's CSP admits stylesheets from its own origin, not <style>. */
export const VERIFY_PAGE_CSS_PATH = "/certificate/verify.css";
export const VERIFY_PAGE_CSS = `body{margin:0;font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f5f3ef;color:#1f1f1f}
main{max-width:560px;margin:40px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 16px}
.card{background:#fff;border-radius:8px;padding:20px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:6em 1fr;gap:10px 12px;margin:0}
dt{color:#666}dd{margin:0;word-break:break-all}
.status{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600}
.valid{background:#e6f4ea;color:#1e7b34}.revoked{background:#fdecea;color:#a8322d}
p.note{margin:0;line-height:1.6}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const page = (body: string): string => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" /><title>${V.pageTitle}</title>
<link rel="stylesheet" href="${VERIFY_PAGE_CSS_PATH}" /></head><body><main><h1>${V.pageTitle}</h1><div class="card">${body}</div></main></body></html>`;

/** The public page of a certificate: the masked holder, what it is for, its hours, date and whether it stands. */
export function verifyPageHtml(row: CertificateRow): string {
  const revoked = row.revokedAt !== null;
  const kind = row.kind === "year" ? "year" : "course";
  const rows: [string, string][] = [
    [V.status, `<span class="status ${revoked ? "revoked" : "valid"}">${revoked ? V.revoked : V.valid}</span>`],
    [V.serial, escapeHtml(row.serial)],
    [V.kind, CREDIT_MESSAGES.certificateKinds[kind]],
    [V.holder, escapeHtml(maskName(row.holderName))],
    kind === "course" ? [V.course, escapeHtml(row.title)] : [V.year, `${row.year}年`],
    [V.hours, `${(row.hoursTenths / 10).toFixed(1)}${CREDIT_MESSAGES.hoursUnit}`],
    [V.issuedAt, beijingDateLabel(row.issuedAt)],
  ];
  if (revoked && row.revokeReason) rows.push([V.revokedReason, escapeHtml(row.revokeReason)]);
  return page(`<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join("")}</dl>`);
}

export const unknownCertificateHtml = (): string => page(`<p class="note">${V.unknown}</p>`);
export const tooManyVerificationsHtml = (): string => page(`<p class="note">${V.tooMany}</p>`);
