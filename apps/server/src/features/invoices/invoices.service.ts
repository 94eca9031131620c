import type { invoiceContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { applicationList } from "./handlers/application-list";
import { apply } from "./handlers/apply";
import { invoiceableOrders } from "./handlers/invoiceable-orders";
import { titleDelete } from "./handlers/title-delete";
import { titleList } from "./handlers/title-list";
import { titleSave } from "./handlers/title-save";
import { titleSetDefault } from "./handlers/title-set-default";

/** The invoice calls; each handler lives in handlers/<operation>.ts. The PDF and operator routes: invoice.routes.ts. */
export function invoiceHandlers(server: ServerContext): HandlersFor<typeof invoiceContracts> {
  return {
    invoiceTitleList: titleList(server),
    invoiceTitleSave: titleSave(server),
    invoiceTitleDelete: titleDelete(server),
    invoiceTitleSetDefault: titleSetDefault(server),
    invoiceableOrders: invoiceableOrders(server),
    invoiceApply: apply(server),
    invoiceApplicationList: applicationList(server),
  };
}
