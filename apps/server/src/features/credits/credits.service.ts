import type { creditsContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import type { CreditDeps } from "./credit-deps";
import { beijingYear } from "./credit-years";
import { creditsSummaryOf } from "./credits-summary";
import { recordLectureHeartbeat } from "./lecture-heartbeat";
import { recordLiveHeartbeat } from "./live-attendance";

/** lectureHeartbeat, liveHeartbeat and creditsSummary: the token's learner only. */
export function creditHandlers(server: ServerContext, deps: CreditDeps): HandlersFor<typeof creditsContracts> {
  return {
    lectureHeartbeat: ({ fileId, report }, { session }) =>
      recordLectureHeartbeat(server, deps, session.userId, fileId, report),
    liveHeartbeat: ({ id, deviceId, kind }, { session }) =>
      recordLiveHeartbeat(server, deps, session.userId, id, { deviceId, kind }),
    creditsSummary: async ({ year }, { session }) =>
      ok(await creditsSummaryOf(server, session.userId, year ?? beijingYear(server.clock()), session.orgId)),
  };
}
