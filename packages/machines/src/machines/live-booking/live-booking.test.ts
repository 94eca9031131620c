import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settle } from "../../testing/replay";
import { connectLiveBooking } from "./live-booking.connect";
import { liveBookingMachine } from "./live-booking.machine";
import type { LiveBookingEmitted } from "./live-booking.types";

const now = new Date("2026-11-22T08:00:00Z");
const item = {
  id: "L1",
  title: "直播",
  image: "a.png",
  lecturer: "王老师",
  status: 0,
  scheduled: false,
  startTime: "2026-11-23 19:30:00",
  specialLogo: false,
};

function start(
  options: {
    status?: number;
    scheduled?: boolean;
    loggedIn?: boolean;
    book?: () => Promise<void>;
    cancel?: () => Promise<void>;
  } = {},
) {
  let loginRequests = 0;
  const machine = liveBookingMachine.provide({
    actors: {
      bookLive: fromPromise(options.book ?? (async () => undefined)),
      cancelLive: fromPromise(options.cancel ?? (async () => undefined)),
    },
    actions: { requireLogin: () => void loginRequests++ },
  });
  const input = {
    item: { ...item, status: options.status ?? 0, scheduled: options.scheduled ?? false },
    loggedIn: options.loggedIn ?? true,
  };
  const actor = createActor(machine, { input }).start();
  const jumps: LiveBookingEmitted[] = [];
  actor.on("live.jump", (event) => jumps.push(event));
  return {
    actor,
    jumps,
    logins: () => loginRequests,
    view: () => connectLiveBooking(actor.getSnapshot(), actor.send, now),
  };
}

describe("liveBookingMachine", () => {
  it("not started: 未开播 with 报名预约; booking turns it into 已预约, grey and disabled", async () => {
    const { view } = start();
    expect(view()).toMatchObject({ tagText: "未开播", buttonText: "报名预约", buttonGrey: false, showStartTime: true });
    view().clickButton();
    expect(view()).toMatchObject({ booking: true, buttonDisabled: true });
    await settle();
    expect(view()).toMatchObject({ booking: false, buttonText: "已预约", buttonGrey: true, buttonDisabled: true });
  });

  it("booked: 取消预约 cancels back to 报名预约; a failed cancel stays booked with the server's message", async () => {
    const { view } = start({ scheduled: true });
    expect(view()).toMatchObject({ buttonText: "已预约", canCancel: true });
    view().cancel();
    expect(view()).toMatchObject({ booking: true, canCancel: false });
    await settle();
    expect(view()).toMatchObject({ buttonText: "报名预约", canCancel: false, buttonDisabled: false });
    const failing = start({ scheduled: true, cancel: () => Promise.reject({ msg: "直播已开始，无法取消预约" }) });
    failing.view().cancel();
    await settle();
    expect(failing.view()).toMatchObject({ buttonText: "已预约", bookingError: "直播已开始，无法取消预约" });
    const visitor = start({ scheduled: true, loggedIn: false });
    visitor.view().cancel();
    expect(visitor.logins()).toBe(1);
    expect(visitor.view().canCancel).toBe(true);
  });

  it("booking needs a login", () => {
    const { view, logins } = start({ loggedIn: false });
    view().clickButton();
    expect(view().booking).toBe(false);
    expect(logins()).toBe(1);
  });

  it("a failed booking keeps 报名预约 and the server's message", async () => {
    const { view } = start({ book: () => Promise.reject({ msg: "预约人数已满" }) });
    view().clickButton();
    await settle();
    expect(view()).toMatchObject({ buttonText: "报名预约", bookingError: "预约人数已满" });
  });

  it("live: 直播中 / 立即进入; replay: 回放 / 查看回放; the button jumps to the live", () => {
    const live = start({ status: 1 });
    expect(live.view()).toMatchObject({ tagText: "直播中", buttonText: "立即进入" });
    live.view().clickButton();
    const replay = start({ status: 2 });
    expect(replay.view()).toMatchObject({ tagText: "回放", buttonText: "查看回放" });
    expect(live.jumps.map((jump) => jump.via)).toEqual(["button"]);
  });

  it("the image always jumps, saying it was the image", () => {
    const { view, jumps } = start({ scheduled: true });
    view().clickImage();
    view().clickButton();
    expect(jumps.map((jump) => jump.via)).toEqual(["image"]);
  });

  it("follows a status change from not started to live", () => {
    const { actor, view } = start({ scheduled: true });
    actor.send({ type: "LIVE.STATUS_CHANGE", status: 1 });
    expect(view().buttonText).toBe("立即进入");
  });
});
