import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { liveBookingModel } from "./live-booking.model";

describe("liveBookingMachine model", () => {
  itReplaysEveryPath(liveBookingModel);
});
