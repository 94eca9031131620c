import type { adminMe } from "@taxlearn/api/admin";
import { sectionsFor } from "@taxlearn/core";
import { findUserById } from "../../../auth/auth.repo";
import type { Handler } from "../../../http/mount-contracts";
import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { operatorRolesOf } from "../admin-access";

/** GET /api/admin/me: any logged-in account; a learner gets no roles and no sections (the console says 无权访问). */
export const adminMeHandler =
  (server: ServerContext): Handler<typeof adminMe> =>
  async (_input, request) => {
    const userId = request.session.userId;
    const [user, roles] = await Promise.all([findUserById(server.db, userId), operatorRolesOf(server.db, userId)]);
    return ok({
      uid: userId,
      username: user?.username ?? "",
      roles,
      sections: sectionsFor(roles).map((s) => s.key),
    });
  };
