import { describe, expect, it } from "vitest";
import * as exported from "./index";

// a plain object, so names can be looked up one by one
const machines: Record<string, unknown> = { ...exported };

// The web app and Storybook import these exact names.
const MACHINES = [
  "sessionMachine",
  "orgLoginMachine",
  "routeGuardMachine",
  "videoStagesMachine",
  "lectureHeartbeatMachine",
  "interactionCardMachine",
  "quizMachine",
  "overlayMachine",
  "liveBookingMachine",
  "liveHeartbeatMachine",
  "modalStackMachine",
  "messageBoxQueueMachine",
  "sideToolbarMachine",
  "centreMenuMachine",
  "orderCreateMachine",
  "orderPaymentMachine",
  "assistantAskMachine",
] as const;

describe("@taxlearn/machines exports", () => {
  it.each(MACHINES)("exports %s as a state machine", (name) => {
    const machine = machines[name] as { config?: unknown; provide?: unknown };
    expect(machine.config).toBeDefined();
    expect(typeof machine.provide).toBe("function");
  });

  it("exports a connect function for every machine with a view", () => {
    const connects = Object.keys(machines).filter((name) => name.startsWith("connect"));
    expect(connects.sort()).toEqual([
      "connectAssistantAsk",
      "connectCentreMenu",
      "connectCodeLogin",
      "connectInteractionCard",
      "connectLectureHeartbeat",
      "connectLiveBooking",
      "connectLiveHeartbeat",
      "connectMessageBoxQueue",
      "connectModalStack",
      "connectOrderCreate",
      "connectOrderPayment",
      "connectOverlay",
      "connectQuiz",
      "connectRouteGuard",
      "connectSession",
      "connectSideToolbar",
      "connectSupportChat",
      "connectVideoStages",
    ]);
  });
});
