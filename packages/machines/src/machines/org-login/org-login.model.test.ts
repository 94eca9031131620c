import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { orgLoginModel } from "./org-login.model";

describe("orgLoginMachine model", () => {
  itReplaysEveryPath(orgLoginModel);
});
