import type { ApiClient } from "@taxlearn/api";
import type { SessionState } from "@taxlearn/core";

/** The organisation part of the session state (spec §3): isOrgLogin, orgInfo and the cloud-organisation flag. */
export type OrgSessionInfo = Pick<SessionState, "isOrgLogin" | "orgInfo" | "isYunHeOrg">;

/**
 * After an organisation login (spec §4 "after which org info updates"): the organisation of the session from
 * `GET /api/org/info`, whose `isYunHeOrg` marks the cloud organisation. The session stores both under core's
 * `orgInfo` and `isYunHeOrg` keys when it logs in. When the call fails the login still stands, with no org info and
 * the flag off (nothing claims a cloud organisation the server did not confirm).
 */
export async function fetchOrgSessionInfo(api: ApiClient): Promise<OrgSessionInfo> {
  const result = await api.orgInfo().catch(() => null);
  if (!result?.success) return { isOrgLogin: true, orgInfo: null, isYunHeOrg: false };
  return { isOrgLogin: true, orgInfo: { ...result.data }, isYunHeOrg: result.data.isYunHeOrg };
}
