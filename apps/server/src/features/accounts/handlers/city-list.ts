import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** GET /api/city_list: provinces with their cities. */
export const cityList =
  (server: ServerContext): AccountHandler<"cityList"> =>
  async () => {
    const rows = await repo.listRegions(server.db);
    return ok(
      rows
        .filter((r) => r.parentId === null)
        .map((p) => ({
          id: p.id,
          name: p.name,
          cities: rows.filter((c) => c.parentId === p.id).map((c) => ({ id: c.id, name: c.name })),
        })),
    );
  };
