import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { sideToolbarModel } from "./side-toolbar.model";

describe("sideToolbarMachine model", () => {
  itReplaysEveryPath(sideToolbarModel);
});
