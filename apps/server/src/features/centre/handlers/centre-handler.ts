import type { centreContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";

export type CentreHandlers = HandlersFor<typeof centreContracts>;

/** The handler of one centre contract; each file of this folder builds one from the server context. */
export type CentreHandler<K extends keyof CentreHandlers> = NonNullable<CentreHandlers[K]>;
