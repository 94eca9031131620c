import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The learner's invoices by route name (core ROUTES): titles, applying, records. The centre frame wraps them. */
export const invoiceScreens: ScreenLoaders = {
  invoiceTitle: () => import("./title/invoice-title-screen"),
  invoiceApply: () => import("./apply/invoice-apply-screen"),
  invoiceRecord: () => import("./record/invoice-record-screen"),
};
