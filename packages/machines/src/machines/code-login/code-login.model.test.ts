import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { codeLoginModel } from "./code-login.model";

describe("codeLoginMachine model", () => {
  itReplaysEveryPath(codeLoginModel);
});
