import type { OrgLoginResponse, UserInfo } from "@taxlearn/core";
import type { OrgConfigResult, OrgEnrolmentTicket } from "../org-login/org-login.types";

export interface OrgEnrolmentInput {
  /** the ticket a company-only org link left in storage, if any */
  enrolment: OrgEnrolmentTicket | null;
  /** epoch milliseconds when the learner's login ended */
  now: number;
}

/** What a refused redeem reports: the server's Chinese message (expired, used, 认证失败). */
export interface EnrolmentRefusal {
  refused: true;
  message: string;
}

export interface OrgEnrolmentContext extends OrgEnrolmentInput {
  response: OrgLoginResponse | null;
  profile: UserInfo | null;
  config: OrgConfigResult | null;
  outcome: OrgEnrolmentOutcome | null;
}

/** How an enrolment ends (the machine's output). */
export type OrgEnrolmentOutcome =
  /** joined: org-logged-in with the new token, profile and config fetched (spec §4, as an org login) */
  | { _tag: "loggedIn"; orgId: string; token: string; profile: UserInfo; config: OrgConfigResult }
  /** no ticket pending: nothing to do */
  | { _tag: "none" }
  /** the ticket was expired, used or unknown (认证失败): forgotten, the message shown; the personal login stands */
  | { _tag: "refused"; message: string }
  /** the org config answered unsuccessfully: rejected with no message (spec §8) */
  | { _tag: "configRejected" }
  /** a request failed: toast 机构登录失败 (spec §8) */
  | { _tag: "failed"; message: string };
