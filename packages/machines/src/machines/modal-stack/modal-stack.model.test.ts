import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { modalStackModel } from "./modal-stack.model";

describe("modalStackMachine model", () => {
  itReplaysEveryPath(modalStackModel);
});
