import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** GET /api/preferences/learning/options: the options grouped (identity, topic, goal), optionally one group. */
export const learningOptions =
  (server: ServerContext): AccountHandler<"learningOptions"> =>
  async (input) => {
    const rows = await repo.listLearningOptions(server.db);
    const groups = new Map<string, { key: string; name: string; options: { id: number; label: string }[] }>();
    for (const row of rows) {
      if (input.group !== undefined && input.group !== row.groupKey) continue;
      const group = groups.get(row.groupKey) ?? { key: row.groupKey, name: row.groupName, options: [] };
      group.options.push({ id: row.id, label: row.label });
      groups.set(row.groupKey, group);
    }
    return ok([...groups.values()]);
  };
