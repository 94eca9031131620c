import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../../http/mount-contracts";

type Handlers = HandlersFor<typeof accountContracts>;

/** The handler of one social-login contract; each file of this folder builds one from the server context. */
export type SocialHandler<K extends "wechatQrConnect" | "wechatAuth" | "bindingPhone"> = NonNullable<Handlers[K]>;
