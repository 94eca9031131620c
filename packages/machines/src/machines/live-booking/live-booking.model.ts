import type { MachineModel } from "../../testing/model";
import { liveBookingMachine } from "./live-booking.machine";

interface LiveWorld {
  loginRequests: number;
  /** whether the previous step was already booking */
  wasBooking: boolean;
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
  ],
  fakes: (doubles) => {
    const world: LiveWorld = { loginRequests: 0, wasBooking: false };
    return {
      implementations: {
        actors: { bookLive: doubles.actor("bookLive") },
        actions: { requireLogin: () => void world.loginRequests++ },
      },
      world,
    };
  },
  invariants: (snapshot, world) => {
    const broken: string[] = [];
    const booking = snapshot.matches({ notStarted: "booking" });
    // login required to book (a logout while the request runs does not undo it)
    if (booking && !world.wasBooking && !snapshot.context.loggedIn) broken.push("booking started without a login");
    world.wasBooking = booking;
    if (snapshot.matches({ notStarted: "booked" }) && !snapshot.context.item.scheduled)
      broken.push("booked but not scheduled");
    if (snapshot.matches("live") && snapshot.context.item.status !== 1) broken.push("live with another status");
    return broken;
  },
};
