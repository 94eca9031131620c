import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { orgSetupModel } from "./org-setup.model";

describe("orgSetupMachine model", () => {
  itReplaysEveryPath(orgSetupModel);
});
