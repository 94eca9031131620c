import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { orderPaymentModel } from "./order-payment.model";

describe("orderPaymentMachine model", () => {
  itReplaysEveryPath(orderPaymentModel);
});
