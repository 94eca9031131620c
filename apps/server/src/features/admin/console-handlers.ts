import type { ADMIN_CONTRACTS } from "@taxlearn/api/admin";
import type { Handler } from "../../http/mount-contracts";

/** A console call's name (a contract of `ADMIN_CONTRACTS`). */
export type ConsoleCallName = keyof typeof ADMIN_CONTRACTS;

/**
 * The console calls one feature serves, each wrapped in `guardSection` with its section. Each feature that the
 * console edits registers its own calls (its `console/` folder); `src/console.ts` puts them together.
 */
export type ConsoleHandlers<K extends ConsoleCallName> = { [N in K]: Handler<(typeof ADMIN_CONTRACTS)[N]> };
