import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { centreMenuModel } from "./centre-menu.model";

describe("centreMenuMachine model", () => {
  itReplaysEveryPath(centreMenuModel);
});
