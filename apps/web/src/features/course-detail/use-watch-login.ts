import { useCallback } from "react";
import { useRequireLogin, useSession } from "../../lib/session/session-provider";

/**
 * The login click layer's action over the player and the lecture list (spec §6). The server decides who is
 * anonymous: when it ignored a stored token (expired or revoked) the page still thinks it is logged in, so the
 * layer treats it as the 401 it is (spec §4: clear the session, go to /login with the redirect).
 */
export function useWatchLogin(): () => void {
  const requireLogin = useRequireLogin();
  const { unauthorized } = useSession();
  return useCallback(() => {
    if (requireLogin()) unauthorized();
  }, [requireLogin, unauthorized]);
}
