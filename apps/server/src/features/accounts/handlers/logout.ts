import { ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/auth/logout: revokes the token of this call. */
export const logout =
  (server: ServerContext): AccountHandler<"logout"> =>
  async (_input, request) => {
    await repo.revokeToken(server.db, request.session!.tokenHash, server.clock());
    return ok(null, SERVER_MESSAGES.loggedOut);
  };
