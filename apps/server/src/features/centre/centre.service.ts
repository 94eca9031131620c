import type { ServerContext } from "../../server-context";
import type { CentreHandlers } from "./handlers/centre-handler";
import { collectAdd, collectDel, collectStatus } from "./handlers/collect";
import { collectUser } from "./handlers/collect-user";
import { footprintClear, footprintDel, footprintList, footprintRecord } from "./handlers/footprints";
import { purchasedList } from "./handlers/purchased-list";
import { studyClassList } from "./handlers/study-class-list";

/** The learner centre's calls (courses, purchases, favourites, footprints); every one is scoped to the token's user. */
export function centreHandlers(server: ServerContext): CentreHandlers {
  return {
    studyClassList: studyClassList(server),
    purchasedList: purchasedList(server),
    collectUser: collectUser(server),
    collectAdd: collectAdd(server),
    collectDel: collectDel(server),
    collectStatus: collectStatus(server),
    footprintRecord: footprintRecord(server),
    footprintList: footprintList(server),
    footprintDel: footprintDel(server),
    footprintClear: footprintClear(server),
  };
}
