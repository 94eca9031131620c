import { describe, expect, it } from "vitest";
import { liveBookingMachine } from "../machines/live-booking/live-booking.machine";
import { overlayMachine } from "../machines/overlay/overlay.machine";
import { sessionMachine } from "../machines/session/session.machine";
import { videoStagesMachine } from "../machines/video-stages/video-stages.machine";
import { toMermaid } from "./mermaid";

describe("toMermaid", () => {
  it("draws each arrow from the state that owns the transition, however deep", () => {
    const diagram = toMermaid(sessionMachine);
    expect(diagram).toContain("session_loggedIn_loggingOut --> session_loggedOut : done logout [leavesPage]");
    expect(diagram).not.toContain("session_loggedIn --> session_loggedOut");
  });

  it("draws a state's transitions without a target as one self-loop on it", () => {
    expect(toMermaid(sessionMachine)).toContain(
      "session_loggedIn --> session_loggedIn : SESSION.PROFILE, SESSION.MESSAGE_COUNT",
    );
  });

  it("draws the machine's own targetless transitions as a self-loop on a box standing for the machine", () => {
    const diagram = toMermaid(liveBookingMachine);
    expect(diagram.split("\n").slice(0, 3)).toEqual([
      "stateDiagram-v2",
      '  state "liveBooking" as liveBooking',
      "  state liveBooking {",
    ]);
    expect(diagram).toContain("liveBooking --> liveBooking : LIVE.IMAGE_CLICK, SESSION.CHANGE");
    // with a target, the machine's own transitions stay notes on that target
    expect(diagram).toContain("note right of liveBooking_resolving : from any state, LIVE.STATUS_CHANGE");
    expect(toMermaid(videoStagesMachine)).toMatch(
      /videoStages --> videoStages : PLAYER\.READY, PLAYER\.PLAY, .*PLAYER\.SETTING_SELECTED$/m,
    );
  });

  it("draws parallel regions side by side inside their state, as Mermaid documents concurrency", () => {
    const diagram = toMermaid(overlayMachine);
    expect(diagram).toContain("  state overlay {\n    [*] --> overlay_visibility_shown");
    expect(diagram.match(/^ {4}--$/gm)).toHaveLength(2);
  });
});
