import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { overlayModel } from "./overlay.model";

describe("overlayMachine model", () => {
  itReplaysEveryPath(overlayModel);
});
