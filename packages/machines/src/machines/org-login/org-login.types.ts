import type { OrgConfig, OrgLoginParams, OrgLoginResponse, QueryValue, UserInfo } from "@taxlearn/core";

export interface OrgLoginInput {
  /** the route query holding orgId, content and secret (spec §3, §5) */
  query: Readonly<Record<string, QueryValue>>;
  /** the organisation id in storage, if any */
  storedOrgId: string | null;
  loggedIn: boolean;
}

/** spec §7: the organisation config call reads success, data.config and data.logoPc. */
export interface OrgConfigResult {
  success: boolean;
  config: OrgConfig | null;
  logoPc: string | null;
}

export interface OrgLoginContext extends OrgLoginInput {
  params: OrgLoginParams | null;
  response: OrgLoginResponse | null;
  profile: UserInfo | null;
  config: OrgConfigResult | null;
  /** set on reaching a final state; also the machine's output */
  outcome: OrgLoginOutcome | null;
}

/** How an organisation login ends (the machine's output). */
export type OrgLoginOutcome =
  /** token received: org-logged-in, profile and config fetched */
  | { _tag: "loggedIn"; orgId: string; token: string; username: string; config: OrgConfigResult }
  /**
   * a company_id came back instead: stored with org_id and handed to the caller, with the enrolment ticket that
   * finishes the login once the learner has logged in or registered (org-enrolment machine)
   */
  | { _tag: "company"; companyId: string; orgId: string | null; enrolment: OrgEnrolmentTicket | null }
  /** rejected: 提示当前机构发生变更, 认证失败, missing parameters, or no message for an unsuccessful config */
  | { _tag: "rejected"; message: string | null }
  /** the request failed: toast 机构登录失败 shown and user data cleared */
  | { _tag: "failed"; message: string };

/** A company-only link's single-use ticket as the org login answered it (spec §3 response plus enrol_* fields). */
export interface OrgEnrolmentTicket {
  ticket: string;
  orgId: string;
  companyId: string;
  orgName: string;
  /** epoch milliseconds */
  expiresAt: number;
}
