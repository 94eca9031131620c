import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { lectureHeartbeatModel } from "./lecture-heartbeat.model";

describe("lectureHeartbeatMachine model", () => {
  itReplaysEveryPath(lectureHeartbeatModel);
});
