import { findUserById } from "../../../auth/auth.repo";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

async function userInfoData(server: ServerContext, userId: number) {
  const user = await findUserById(server.db, userId);
  if (!user) return null;
  const now = server.clock();
  const membership = await repo.currentMembership(server.db, userId, now);
  const orgs = await repo.userOrganisations(server.db, userId);
  return {
    uid: user.id,
    username: user.username,
    avatar: user.avatar,
    mobile: user.mobile,
    vipProductId: membership?.vipProductId ?? null,
    vipName: membership?.vipName ?? null,
    vipStartTime: membership ? membership.startAt.toISOString() : null,
    vipEndTime: membership ? membership.endAt.toISOString() : null,
    isVip: membership ? membership.endAt > now : false,
    orgInfoList: orgs,
  };
}

/** GET /api/userInfo: the token's user with VIP and organisation info. */
export const userInfo =
  (server: ServerContext): AccountHandler<"userInfo"> =>
  async (_input, request) => {
    const data = await userInfoData(server, request.session.userId);
    return data ? ok(data) : fail(401, SERVER_MESSAGES.tokenInvalid);
  };
