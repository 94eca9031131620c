import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import {
  faqDeleteHandler,
  faqListHandler,
  faqSaveHandler,
  vipProductListHandler,
  vipProductSaveHandler,
} from "./vip-products";

/** The console's VIP shelf and FAQ calls (section `vip`). */
export function vipConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminVipProductList" | "adminVipProductSave" | "adminFaqList" | "adminFaqSave" | "adminFaqDelete"> {
  const guard = guardSection(server);
  return {
    adminVipProductList: guard("adminVipProductList", "vip", vipProductListHandler(server)),
    adminVipProductSave: guard("adminVipProductSave", "vip", vipProductSaveHandler(server), (i) =>
      i.id ? `vipProduct:${i.id}` : "",
    ),
    adminFaqList: guard("adminFaqList", "vip", faqListHandler(server)),
    adminFaqSave: guard("adminFaqSave", "vip", faqSaveHandler(server), (i) => (i.id ? `faq:${i.id}` : "")),
    adminFaqDelete: guard("adminFaqDelete", "vip", faqDeleteHandler(server), (i) => `faq:${i.id}`),
  };
}
