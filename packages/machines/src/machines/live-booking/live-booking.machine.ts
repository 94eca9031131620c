import { LIVE_STATUS, type NormalizedLiveItem } from "@taxlearn/core";
import { assign, emit, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type { LiveBookingContext, LiveBookingEmitted, LiveBookingEvent, LiveBookingInput } from "./live-booking.types";

const bookingMessage = (error: unknown): string =>
  typeof error === "object" && error !== null && "msg" in error ? String((error as { msg: unknown }).msg) : "";

/**
 * One live item (spec §2 live cell, §4 live status): not started offers 报名预约 → booking → booked
 * (已预约, grey, does nothing); live offers 立即进入; replay 查看回放. Booking needs a login. The image
 * (always) and the button (live or replay) raise `live.jump` saying which was used.
 *
 * Booked, 取消预约 cancels (cancelling → unbooked; a failure stays booked with the server's message).
 *
 * Provide: actors `bookLive` and `cancelLive` ({ item } → void); action `requireLogin` (e.g. go to /login with a
 * redirect).
 */
export const liveBookingMachine = setup({
  types: {
    context: {} as LiveBookingContext,
    events: {} as LiveBookingEvent,
    input: {} as LiveBookingInput,
    emitted: {} as LiveBookingEmitted,
  },
  actors: {
    bookLive: requiredPromiseActor<void, { item: NormalizedLiveItem }>("bookLive"),
    cancelLive: requiredPromiseActor<void, { item: NormalizedLiveItem }>("cancelLive"),
  },
  actions: {
    requireLogin: requiredAction("requireLogin"),
    jumpViaImage: emit(({ context }) => ({ type: "live.jump" as const, via: "image" as const, item: context.item })),
    jumpViaButton: emit(({ context }) => ({ type: "live.jump" as const, via: "button" as const, item: context.item })),
    markBooked: assign({ item: ({ context }) => ({ ...context.item, scheduled: true }), bookingError: null }),
    markUnbooked: assign({ item: ({ context }) => ({ ...context.item, scheduled: false }), bookingError: null }),
  },
  guards: {
    isLive: ({ context }) => context.item.status === LIVE_STATUS.live,
    isReplay: ({ context }) => context.item.status === LIVE_STATUS.replay,
    isBooked: ({ context }) => context.item.scheduled,
    isLoggedOut: ({ context }) => !context.loggedIn,
  },
}).createMachine({
  id: "liveBooking",
  context: ({ input }) => ({ ...input, bookingError: null }),
  initial: "resolving",
  on: {
    "LIVE.IMAGE_CLICK": { actions: "jumpViaImage" },
    "LIVE.STATUS_CHANGE": {
      target: ".resolving",
      actions: assign({ item: ({ context, event }) => ({ ...context.item, status: event.status }) }),
    },
    "SESSION.CHANGE": { actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
  states: {
    resolving: {
      always: [
        { guard: "isLive", target: "live" },
        { guard: "isReplay", target: "replay" },
        { guard: "isBooked", target: "notStarted.booked" },
        { target: "notStarted.unbooked" },
      ],
    },
    notStarted: {
      initial: "unbooked",
      states: {
        unbooked: {
          on: {
            "LIVE.BUTTON_CLICK": [{ guard: "isLoggedOut", actions: "requireLogin" }, { target: "booking" }],
          },
        },
        booking: {
          tags: "booking",
          invoke: {
            id: "bookLive",
            src: "bookLive",
            input: ({ context }) => ({ item: context.item }),
            onDone: { target: "booked", actions: "markBooked" },
            onError: {
              target: "unbooked",
              actions: assign({ bookingError: ({ event }) => bookingMessage(event.error) }),
            },
          },
        },
        booked: {
          on: {
            "LIVE.CANCEL_CLICK": [{ guard: "isLoggedOut", actions: "requireLogin" }, { target: "cancelling" }],
          },
        },
        cancelling: {
          tags: "booking",
          invoke: {
            id: "cancelLive",
            src: "cancelLive",
            input: ({ context }) => ({ item: context.item }),
            onDone: { target: "unbooked", actions: "markUnbooked" },
            onError: {
              target: "booked",
              actions: assign({ bookingError: ({ event }) => bookingMessage(event.error) }),
            },
          },
        },
      },
    },
    live: {
      on: { "LIVE.BUTTON_CLICK": { actions: "jumpViaButton" } },
    },
    replay: {
      on: { "LIVE.BUTTON_CLICK": { actions: "jumpViaButton" } },
    },
  },
});
