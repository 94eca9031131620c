import type { invoiceContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";

type InvoiceHandlers = HandlersFor<typeof invoiceContracts>;

/** The handler of one invoice contract; each file of this folder builds one from the server context. */
export type InvoiceHandler<K extends keyof InvoiceHandlers> = NonNullable<InvoiceHandlers[K]>;
