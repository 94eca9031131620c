import type { studyPlanContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { examHandlers } from "./handlers/exams";
import { planChangeHandlers } from "./handlers/plan-changes";
import { planHandlers } from "./handlers/plans";

/** The study-plan and exam calls (spec §7); the assistant's trag calls are not part of this feature. */
export function studyPlanHandlers(server: ServerContext): HandlersFor<typeof studyPlanContracts> {
  return { ...planHandlers(server), ...planChangeHandlers(server), ...examHandlers(server) };
}
