import { ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/auth/logout: revokes the token of this call; the sockets it opened close at once. */
export const logout =
  (server: ServerContext): AccountHandler<"logout"> =>
  async (_input, request) => {
    const session = request.session;
    await repo.revokeToken(server.db, session.tokenHash, server.clock());
    await server.logins.ended(session.userId);
    return ok(null, SERVER_MESSAGES.loggedOut);
  };
