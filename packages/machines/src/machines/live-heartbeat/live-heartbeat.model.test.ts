import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { liveHeartbeatModel } from "./live-heartbeat.model";

describe("liveHeartbeatMachine model", () => {
  itReplaysEveryPath(liveHeartbeatModel);
});
