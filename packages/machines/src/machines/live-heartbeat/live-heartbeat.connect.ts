import { CREDIT_MESSAGES } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { liveHeartbeatMachine } from "./live-heartbeat.machine";
import type { LiveHeartbeatStatus, LiveHeartbeatView } from "./live-heartbeat.types";

const MESSAGE: Record<LiveHeartbeatStatus, string | null> = {
  idle: null,
  counting: CREDIT_MESSAGES.counting.counting,
  hidden: CREDIT_MESSAGES.counting.hidden,
};

export function connectLiveHeartbeat(snapshot: SnapshotFrom<typeof liveHeartbeatMachine>): LiveHeartbeatView {
  const status: LiveHeartbeatStatus = snapshot.matches({ watching: "counting" })
    ? "counting"
    : snapshot.matches({ watching: { hidden: "playing" } })
      ? "hidden"
      : "idle";
  const retrying = snapshot.matches({ delivery: "backoff" });
  return { status, message: retrying ? CREDIT_MESSAGES.counting.retrying : MESSAGE[status], retrying };
}
