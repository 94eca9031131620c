import type { ServerContext, Session } from "../server-context";
import * as repo from "./auth.repo";
import { hashToken, newToken, TOKEN_LIFETIME_MS } from "./tokens";

/**
 * Logins and the sessions they open. Shared by the accounts feature (password login, registration) and the orgs
 * feature (organisation login), so neither feature imports the other for it.
 */

/** What a disabled account hears when it tries to log in (its existing tokens no longer resolve either). */
export const ACCOUNT_DISABLED_MESSAGE = "该账号已被停用，如有疑问请联系客服";

/** Creates a token for the user and returns the login data of the contract. */
export async function issueLogin(server: ServerContext, user: { id: number; username: string }, orgId: number | null) {
  const token = newToken();
  const now = server.clock();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await repo.insertToken(server.db, { tokenHash: hashToken(token), userId: user.id, orgId, createdAt: now, expiresAt });
  return { token, uid: user.id, username: user.username, expiresAt: expiresAt.toISOString() };
}

export const resolveSession =
  (server: ServerContext) =>
  async (token: string): Promise<Session | null> => {
    const tokenHash = hashToken(token);
    const row = await repo.findLiveToken(server.db, tokenHash, server.clock());
    return row ? { userId: row.userId, orgId: row.orgId, tokenHash } : null;
  };
