import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";

type AccountHandlers = HandlersFor<typeof accountContracts>;

/** The handler of one account contract; each file of this folder builds one from the server context. */
export type AccountHandler<K extends keyof AccountHandlers> = NonNullable<AccountHandlers[K]>;
