import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import type { AccountHandler } from "./account-handler";

/** POST /api/statistic/event: a tracking event with an optional JSON parameter. */
export const trackEvent =
  (server: ServerContext): AccountHandler<"trackEvent"> =>
  async (input, request) => {
    let jsonParam: unknown = null;
    if (input.jsonParam !== undefined && input.jsonParam !== "") {
      try {
        jsonParam = JSON.parse(input.jsonParam);
      } catch {
        return fail(400, SERVER_MESSAGES.invalidJsonParam);
      }
    }
    await repo.insertTrackingEvent(server.db, {
      userId: request.session?.userId ?? null,
      deviceId: input.deviceId ?? null,
      eventName: input.eventName,
      jsonParam,
      createdAt: server.clock(),
    });
    return ok(null);
  };
