import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/statistic/writeRecord: a page visit, anonymous or the token's user. */
export const writeRecord =
  (server: ServerContext): AccountHandler<"writeRecord"> =>
  async (input, request) => {
    await repo.insertStudyRecord(server.db, {
      userId: request.session?.userId ?? null,
      deviceId: input.deviceId ?? null,
      record: { path: input.path, title: input.title ?? null, durationSeconds: input.durationSeconds ?? null },
      createdAt: server.clock(),
    });
    return ok(null);
  };
