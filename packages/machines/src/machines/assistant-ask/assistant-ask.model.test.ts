import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { assistantAskModel } from "./assistant-ask.model";

describe("assistantAskMachine model", () => {
  itReplaysEveryPath(assistantAskModel);
});
