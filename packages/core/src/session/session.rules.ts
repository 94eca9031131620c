import { CONSTANTS } from "../constants";
import type { SessionState, VipInfo } from "./session.schema";

/**
 * spec §2, §9: keep the first 3 and last 4 characters, every one between becomes `*`.
 * Numbers too short to have a middle are returned unchanged.
 */
export const maskPhone = (phone: string | null | undefined): string => {
  const value = phone ?? "";
  const head = CONSTANTS.phoneMaskHead;
  const tail = CONSTANTS.phoneMaskTail;
  if (value.length <= head + tail) return value;
  return value.slice(0, head) + "*".repeat(value.length - head - tail) + value.slice(value.length - tail);
};

/** spec §2 learner-centre panel: the organisation name is the last entry of the list. */
export const organisationName = (vip: VipInfo | null | undefined): string => {
  const list = vip?.orgInfoList ?? [];
  return list.at(-1)?.orgName ?? "";
};

/** spec §4: a session is logged in when a token exists. */
export const isLoggedIn = (token: string | null | undefined): boolean => typeof token === "string" && token !== "";

/**
 * spec §4: after logout go to /home, unless on /vip where the learner stays (null). Only the pathname
 * decides: the query and hash are dropped, and so is a trailing slash (the router serves /vip/ as /vip);
 * /vip/payment and the other pages under /vip are not /vip.
 */
export const logoutTarget = (currentPath: string): string | null => {
  const pathname = currentPath.replace(/[?#][\s\S]*$/, "");
  return pathname.replace(/(.)\/$/, "$1") === "/vip" ? null : "/home";
};

/** A visitor's session before any login. */
export const EMPTY_SESSION: SessionState = {
  token: "",
  username: "",
  msgNum: 0,
  isOrgLogin: false,
  orgInfo: null,
  isYunHeOrg: false,
};

/** spec §3: clearing wipes the token, the username and the organisation data together. */
export const clearSession = (state: SessionState): SessionState => ({
  ...state,
  token: EMPTY_SESSION.token,
  username: EMPTY_SESSION.username,
  isOrgLogin: EMPTY_SESSION.isOrgLogin,
  orgInfo: EMPTY_SESSION.orgInfo,
  isYunHeOrg: EMPTY_SESSION.isYunHeOrg,
});

/**
 * The cookie that mirrors a learner's stored token so the server can draw their own pages (the learner centre) into
 * the first HTML. The API never reads it: every API call still carries the token in its header, so a cross-site
 * request with the cookie can do nothing. An organisation's login does not set it (its pages render in the browser).
 */
export const SESSION_COOKIE = "taxlearn_session";

/**
 * spec §3 local-storage keys (the spec names what is stored, not the key strings; these are ours).
 * company_id and org_id keep the API's own spelling.
 */
export const STORAGE_KEYS = {
  token: "token",
  userInfo: "userInfo",
  logoUrl: "logoUrl",
  isOrgLogin: "isOrgLogin",
  isYunHeOrg: "isYunHeOrg",
  orgInfo: "orgInfo",
  orgId: "orgId",
  orgSecret: "orgSecret",
  orgSymbol: "orgSymbol",
  companyId: "company_id",
  orgIdOfCompany: "org_id",
  deviceId: "deviceId",
} as const;
