import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { thirdLoginModel } from "./third-login.model";

describe("thirdLoginMachine model", () => {
  itReplaysEveryPath(thirdLoginModel);
});
