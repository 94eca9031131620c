import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { sessionModel } from "./session.model";

describe("sessionMachine model", () => {
  itReplaysEveryPath(sessionModel);
});
