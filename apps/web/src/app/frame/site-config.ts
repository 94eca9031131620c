/**
 * The operator's own contact details and addresses, set at build time with VITE_* variables (README
 * "Configuration"); the defaults suit a local installation.
 */
const env = import.meta.env;
const value = (name: string, fallback: string): string => {
  const given = env[name];
  return typeof given === "string" && given !== "" ? given : fallback;
};
const origin = typeof window === "undefined" ? "" : window.location.origin;

export const SITE_CONFIG = {
  recordNumber: value("VITE_RECORD_NUMBER", "ICP备案号待公示"),
  serviceContact: value("VITE_SERVICE_CONTACT", "400-000-0000"),
  phoneHotline: value("VITE_PHONE_HOTLINE", "400-000-0000"),
  groupHotline: value("VITE_GROUP_HOTLINE", "400-000-0001"),
  /** spec §6/§7: the online-service chat, opened in a new window: this site's own live chat unless configured. */
  onlineServiceUrl: value("VITE_ONLINE_SERVICE_URL", "/service/chat"),
  taxServiceHref: value("VITE_TAX_SERVICE_URL", "https://12366.chinatax.gov.cn/"),
  externalLinks: {
    exportTaxRefund: value("VITE_EXPORT_TAX_REFUND_URL", "https://etax.chinatax.gov.cn/"),
    smartTaxRefund: value("VITE_SMART_TAX_REFUND_URL", "https://etax.chinatax.gov.cn/"),
    taxRateLookup: value("VITE_TAX_RATE_LOOKUP_URL", "https://www.chinatax.gov.cn/"),
  },
  /** QR codes point at pages of this site unless the operator has app-store or official-account addresses. */
  footerQrUrls: {
    app: value("VITE_QR_APP_URL", `${origin}/home`),
    officialAccount: value("VITE_QR_OFFICIAL_ACCOUNT_URL", `${origin}/new-policy`),
    enterpriseMessaging: value("VITE_QR_ENTERPRISE_URL", `${origin}/join`),
    miniProgram: value("VITE_QR_MINI_PROGRAM_URL", `${origin}/knowledge?pT=2`),
  },
  sideQrUrls: {
    app: value("VITE_QR_APP_URL", `${origin}/home`),
    assistant: value("VITE_QR_ASSISTANT_URL", `${origin}/feedback`),
    materials: value("VITE_QR_MATERIALS_URL", `${origin}/extended-read`),
  },
} as const;
