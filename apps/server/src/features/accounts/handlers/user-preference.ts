import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/user/preference: the token's user's province, city and interests (a city must lie in the province). */
export const userPreference =
  (server: ServerContext): AccountHandler<"userPreference"> =>
  async (input, request) => {
    const { db } = server;
    const userId = request.session.userId;
    const ids = [input.provinceId, input.cityId].filter((x): x is number => x !== undefined);
    const found = ids.length > 0 ? await repo.findRegions(db, ids) : [];
    const province = found.find((r) => r.id === input.provinceId);
    const city = found.find((r) => r.id === input.cityId);
    if (
      (input.provinceId !== undefined && (!province || province.parentId !== null)) ||
      (input.cityId !== undefined && !city)
    ) {
      return fail(400, SERVER_MESSAGES.unknownRegion);
    }
    if (city && province && city.parentId !== province.id) return fail(400, SERVER_MESSAGES.unknownRegion);
    const provinceId = province?.id ?? city?.parentId ?? null;
    const cityId = city?.id ?? null;
    const interests = (input.interests ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "")
      .slice(0, 20);
    await repo.updateUserProfile(db, userId, { provinceId, cityId, preference: { interests } });
    return ok({ provinceId, cityId, interests });
  };
