import { accountContracts } from "./account/account.contract";
import { orgContracts } from "./org/org.contract";
import { videoContracts } from "./video/video.contract";

/** Every call of spec §7 (and the few the site needs beyond it), by name. */
export const CONTRACTS = {
  ...accountContracts,
  ...orgContracts,
  ...videoContracts,
} as const;

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;
