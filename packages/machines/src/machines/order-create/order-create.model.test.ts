import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { orderCreateModel } from "./order-create.model";

describe("orderCreateMachine model", () => {
  itReplaysEveryPath(orderCreateModel);
});
