import type { UserInfo } from "@taxlearn/core";
import type { OrgConfigResult } from "../org-login/org-login.types";

export interface OrgSetupInput {
  /** the organisation the token just stored belongs to */
  orgId: string;
}

export interface OrgSetupContext extends OrgSetupInput {
  profile: UserInfo | null;
  config: OrgConfigResult | null;
  /** set on reaching a final state; also the machine's output */
  outcome: OrgSetupOutcome | null;
}

/** How setting up an organisation session ends (the machine's output). */
export type OrgSetupOutcome =
  /** profile and config fetched and stored: org-logged-in */
  | { _tag: "ready"; profile: UserInfo; config: OrgConfigResult }
  /** the org config answered unsuccessfully (spec §8: rejected with no message) */
  | { _tag: "configRejected" }
  /** the profile could not be fetched */
  | { _tag: "failed" };
