import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { routeGuardModel } from "./route-guard.model";

describe("routeGuardMachine model", () => {
  itReplaysEveryPath(routeGuardModel);
});
