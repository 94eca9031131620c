import type { MachineModel } from "../../testing/model";
import { liveBookingMachine } from "./live-booking.machine";

interface LiveWorld {
  loginRequests: number;
  /** whether the previous step was already booking */
  wasBooking: boolean;
  /** the state the previous step left */
  previous: string | null;
}

const item = {
  id: "L1",
  title: "出口退税直播",
  image: "live.png",
  lecturer: "王老师",
  status: 0,
  scheduled: false,
  startTime: "2026-11-23 19:30:00",
  specialLogo: false,
};

export const liveBookingModel: MachineModel<typeof liveBookingMachine, LiveWorld> = {
  name: "liveBookingMachine",
  machine: liveBookingMachine,
  inputs: [
    { item, loggedIn: false },
    { item: { ...item, scheduled: true }, loggedIn: true },
  ],
  events: [
    { type: "SESSION.CHANGE", loggedIn: true },
    { type: "SESSION.CHANGE", loggedIn: false },
    { type: "LIVE.STATUS_CHANGE", status: 1 },
    { type: "LIVE.STATUS_CHANGE", status: 2 },
    { type: "xstate.done.actor.bookLive" },
    { type: "xstate.error.actor.bookLive", error: { msg: "预约人数已满" } },
    { type: "xstate.done.actor.cancelLive" },
    { type: "xstate.error.actor.cancelLive", error: { msg: "直播已开始，无法取消预约" } },
  ],
  fakes: (doubles) => {
    const world: LiveWorld = { loginRequests: 0, wasBooking: false, previous: null };
    return {
      implementations: {
        actors: { bookLive: doubles.actor("bookLive"), cancelLive: doubles.actor("cancelLive") },
        actions: { requireLogin: () => void world.loginRequests++ },
      },
      world,
    };
  },
  invariants: (snapshot, world, _doubles, { event, emitted }) => {
    const broken: string[] = [];
    // spec §2: the jump says which was used — the image always jumps, the button only when live or replay
    const before = world.previous;
    world.previous = JSON.stringify(snapshot.value);
    const jumps = emitted.filter((out) => out.type === "live.jump");
    const expectedVia =
      event?.type === "LIVE.IMAGE_CLICK"
        ? "image"
        : event?.type === "LIVE.BUTTON_CLICK" && (before === '"live"' || before === '"replay"')
          ? "button"
          : null;
    if (jumps.length !== (expectedVia ? 1 : 0)) broken.push(`${jumps.length} jumps after ${event?.type} in ${before}`);
    for (const jump of jumps) {
      if (jump.via !== expectedVia) broken.push(`a jump via ${jump.via} after ${event?.type}`);
      if (jump.item !== snapshot.context.item) broken.push("a jump for another item");
    }
    const booking = snapshot.matches({ notStarted: "booking" }) || snapshot.matches({ notStarted: "cancelling" });
    // login required to book (a logout while the request runs does not undo it)
    if (booking && !world.wasBooking && !snapshot.context.loggedIn) broken.push("booking started without a login");
    world.wasBooking = booking;
    if (snapshot.matches({ notStarted: "booked" }) && !snapshot.context.item.scheduled)
      broken.push("booked but not scheduled");
    if (snapshot.matches("live") && snapshot.context.item.status !== 1) broken.push("live with another status");
    if (snapshot.matches({ notStarted: "unbooked" }) && snapshot.context.item.scheduled)
      broken.push("unbooked but scheduled");
    return broken;
  },
};
