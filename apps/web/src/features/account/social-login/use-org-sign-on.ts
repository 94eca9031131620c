import { defaultPagePath } from "@taxlearn/core";
import { useCallback } from "react";
import { useApi } from "../../../lib/api/app-services";
import { useOrg } from "../../../lib/org/org-provider";
import { type OrgSignOn, storeOrgSignOn } from "../../../lib/org/org-sign-on";
import { readOrgState } from "../../../lib/org/org-storage";
import { useSession } from "../../../lib/session/session-provider";

/**
 * Finishes a login made inside an organisation (DingTalk, the organisation's OAuth2) as an organisation login
 * (spec §4): stored like the org-login link's, the org frame refreshed, the session signed in with isOrgLogin,
 * orgInfo and isYunHeOrg. Resolves with the organisation's default page.
 */
export function useOrgSignOn(): (login: OrgSignOn) => Promise<string> {
  const api = useApi();
  const { signIn } = useSession();
  const org = useOrg();
  return useCallback(
    async (login: OrgSignOn) => {
      const info = await storeOrgSignOn(api, localStorage, login);
      org.refresh();
      await signIn(login.token, info);
      return defaultPagePath(readOrgState(localStorage).config.defaultPage);
    },
    [api, signIn, org],
  );
}
