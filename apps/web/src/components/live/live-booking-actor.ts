import type { NormalizedLiveItem } from "@taxlearn/core";
import { type LiveBookingInput, liveBookingMachine } from "@taxlearn/machines";
import { createActor, fromPromise } from "xstate";

/** What booking a live session does to the world: the API with its toasts, and the login redirect. */
export interface LiveBookingServices {
  readonly bookLive: (item: NormalizedLiveItem) => Promise<void>;
  readonly cancelLive: (item: NormalizedLiveItem) => Promise<void>;
  readonly requireLogin: () => void;
}

/** One live cell's actor, unstarted; its own chunk with XState, loaded at the cell's first click (decision 115). */
export function createLiveBookingActor(services: LiveBookingServices, input: LiveBookingInput) {
  const machine = liveBookingMachine.provide({
    actors: {
      bookLive: fromPromise(({ input: { item } }) => services.bookLive(item)),
      cancelLive: fromPromise(({ input: { item } }) => services.cancelLive(item)),
    },
    actions: { requireLogin: () => services.requireLogin() },
  });
  return createActor(machine, { input });
}
