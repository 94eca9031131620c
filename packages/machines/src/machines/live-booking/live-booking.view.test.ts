import type { NormalizedLiveItem } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectLiveBooking, initialLiveBookingView } from "./live-booking.connect";
import { liveBookingMachine } from "./live-booking.machine";
import type { LiveBookingEvent, LiveBookingView } from "./live-booking.types";

const now = new Date("2026-11-22T08:00:00Z");

const items = fc.record<NormalizedLiveItem>({
  id: fc.option(fc.constantFrom("L1", "L2"), { nil: null }),
  title: fc.constantFrom("增值税直播", "出口退税答疑"),
  image: fc.constant("a.png"),
  lecturer: fc.constant("王老师"),
  status: fc.constantFrom(0, 1, 2, 3),
  scheduled: fc.boolean(),
  startTime: fc.constantFrom("2026-11-23 19:30:00", "2026-11-21 09:00:00", ""),
  specialLogo: fc.boolean(),
});

/** A view's data, and the events its commands send. */
function describeView(view: (send: (event: LiveBookingEvent) => void) => LiveBookingView) {
  const sent: LiveBookingEvent[] = [];
  const shown = view((event) => sent.push(event));
  shown.clickImage();
  shown.clickButton();
  shown.cancel();
  const data = Object.fromEntries(Object.entries(shown).filter(([, value]) => typeof value !== "function"));
  return { data, sent };
}

describe("initialLiveBookingView", () => {
  it("is what a fresh machine shows for any item, logged in or not", () => {
    fc.assert(
      fc.property(items, fc.boolean(), (item, loggedIn) => {
        const actor = createActor(liveBookingMachine, { input: { item, loggedIn } }).start();
        expect(describeView((send) => initialLiveBookingView(item, send, now))).toEqual(
          describeView((send) => connectLiveBooking(actor.getSnapshot(), send, now)),
        );
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
