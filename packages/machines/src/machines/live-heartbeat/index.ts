export { connectLiveHeartbeat } from "./live-heartbeat.connect";
export { liveHeartbeatMachine } from "./live-heartbeat.machine";
export type {
  LiveHeartbeatContext,
  LiveHeartbeatEvent,
  LiveHeartbeatInput,
  LiveHeartbeatStatus,
  LiveHeartbeatView,
  LiveReportDelivery,
} from "./live-heartbeat.types";
