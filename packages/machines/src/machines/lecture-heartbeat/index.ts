export { connectLectureHeartbeat } from "./lecture-heartbeat.connect";
export { lectureHeartbeatMachine } from "./lecture-heartbeat.machine";
export type {
  BeatDelivery,
  LectureHeartbeatContext,
  LectureHeartbeatEvent,
  LectureHeartbeatInput,
  LectureHeartbeatStatus,
  LectureHeartbeatView,
} from "./lecture-heartbeat.types";
