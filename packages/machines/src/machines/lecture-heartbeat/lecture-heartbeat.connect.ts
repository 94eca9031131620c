import { CREDIT_MESSAGES, segmentsSeconds } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { lectureHeartbeatMachine } from "./lecture-heartbeat.machine";
import type { LectureHeartbeatStatus, LectureHeartbeatView } from "./lecture-heartbeat.types";

const MESSAGE: Record<LectureHeartbeatStatus, string | null> = {
  idle: null,
  counting: CREDIT_MESSAGES.counting.counting,
  tooFast: CREDIT_MESSAGES.counting.tooFast,
  paused: CREDIT_MESSAGES.counting.stopped,
  hidden: CREDIT_MESSAGES.counting.hidden,
};

export function connectLectureHeartbeat(snapshot: SnapshotFrom<typeof lectureHeartbeatMachine>): LectureHeartbeatView {
  const status: LectureHeartbeatStatus = snapshot.matches({ watching: { playing: "counted" } })
    ? "counting"
    : snapshot.matches({ watching: "playing" })
      ? "tooFast"
      : snapshot.matches({ watching: "paused" })
        ? "paused"
        : snapshot.matches({ watching: "hidden" })
          ? "hidden"
          : "idle";
  const { open, unsent, inFlight } = snapshot.context;
  const retrying = snapshot.matches({ delivery: "backoff" });
  return {
    status,
    message: retrying ? CREDIT_MESSAGES.counting.retrying : MESSAGE[status],
    retrying,
    unconfirmedSeconds: segmentsSeconds([...inFlight, ...unsent, ...(open ? [{ ...open, rate: 1 }] : [])]),
  };
}
