/** Story-only page-frame settings (the app passes its configured ones). */
export const sampleExternalLinks = {
  exportTaxRefund: "https://example.com/export-tax-refund",
  smartTaxRefund: "https://example.com/smart-tax-refund",
  taxRateLookup: "https://example.com/tax-rate",
};

export const sampleQrUrls = {
  app: "https://example.com/app/download",
  officialAccount: "https://example.com/official-account",
  enterpriseMessaging: "https://example.com/enterprise-messaging",
  miniProgram: "https://example.com/mini-program",
  assistant: "https://example.com/assistant",
  materials: "https://example.com/materials",
};
