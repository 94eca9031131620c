import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { liveKeyHandler, liveRotateKeyHandler } from "./live-keys";
import { liveListHandler, liveOptionsHandler, liveSaveHandler } from "./lives";

/** The console's live session calls (section `lives`), stream keys included. */
export function livesConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminLiveOptions" | "adminLiveList" | "adminLiveSave" | "adminLiveKey" | "adminLiveRotateKey"> {
  const guard = guardSection(server);
  const live = (i: { id: number }) => `live:${i.id}`;
  return {
    adminLiveOptions: guard("adminLiveOptions", "lives", liveOptionsHandler(server)),
    adminLiveList: guard("adminLiveList", "lives", liveListHandler(server)),
    adminLiveSave: guard("adminLiveSave", "lives", liveSaveHandler(server), (i) => (i.id ? `live:${i.id}` : "")),
    adminLiveKey: guard("adminLiveKey", "lives", liveKeyHandler(server), live),
    adminLiveRotateKey: guard("adminLiveRotateKey", "lives", liveRotateKeyHandler(server), live),
  };
}
