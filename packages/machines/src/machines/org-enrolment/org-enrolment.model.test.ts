import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { orgEnrolmentModel } from "./org-enrolment.model";

describe("orgEnrolmentMachine model", () => {
  itReplaysEveryPath(orgEnrolmentModel);
});
