import { accountContracts } from "./account/account.contract";
import { catalogueContracts } from "./catalogue/catalogue.contract";
import { orgContracts } from "./org/org.contract";
import { relatedContracts } from "./related/related.contract";
import { searchContracts } from "./search/search.contract";
import { videoContracts } from "./video/video.contract";

/** Every call of spec §7 (and the few the site needs beyond it), by name. */
export const CONTRACTS = {
  ...accountContracts,
  ...orgContracts,
  ...catalogueContracts,
  ...relatedContracts,
  ...searchContracts,
  ...videoContracts,
} as const;

export type Contracts = typeof CONTRACTS;
export type ContractName = keyof Contracts;
