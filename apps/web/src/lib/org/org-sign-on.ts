import type { ApiClient } from "@taxlearn/api";
import { clearAllStorage } from "../session/session-storage";
import { LOCAL_STORED, writeStored } from "../storage/stored-values";
import { fetchOrgSessionInfo, type OrgSessionInfo } from "./org-session-info";
import { writeOrgConfig } from "./org-storage";

/** A login the server made inside an organisation (DingTalk single sign-on, the organisation's OAuth2). */
export interface OrgSignOn {
  readonly token: string;
  readonly orgId: number;
  readonly orgPlatform: string;
}

/**
 * Stores a single-sign-on login as an organisation login (spec §3, §4), the way the org-login link does: earlier
 * user and organisation data go, then the token, the org id, the organisation-login flag, the org symbol and the
 * organisation's config (menu, logo, frame flags); the session's orgInfo and isYunHeOrg come from the server's org
 * info of this login. The caller refreshes the org provider and signs the session in with the answer.
 */
export async function storeOrgSignOn(api: ApiClient, storage: Storage, login: OrgSignOn): Promise<OrgSessionInfo> {
  clearAllStorage(storage);
  writeStored(storage, LOCAL_STORED.token, login.token);
  writeStored(storage, LOCAL_STORED.orgId, String(login.orgId));
  writeStored(storage, LOCAL_STORED.isOrgLogin, true);
  if (login.orgPlatform) writeStored(storage, LOCAL_STORED.orgSymbol, login.orgPlatform);
  const config = await api.orgConfig({ orgId: login.orgId }).catch(() => null);
  writeOrgConfig(
    storage,
    config?.success ? config.data.config : null,
    config?.success ? config.data.logoPc || null : null,
  );
  return fetchOrgSessionInfo(api);
}
