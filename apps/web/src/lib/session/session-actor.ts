import type { SessionState } from "@taxlearn/core";
import { type Notice, sessionMachine } from "@taxlearn/machines";
import { createActor, fromPromise } from "xstate";

/** What the session machine does to the world: storage, the logout call, the router and the kit's notices. */
export interface SessionServices {
  readonly restoreSession: () => SessionState;
  readonly logout: () => Promise<void>;
  readonly persistSession: (session: SessionState) => void;
  readonly clearStorage: () => void;
  readonly navigate: (to: string) => void;
  readonly notify: (notice: Notice) => void;
}

/** The session actor, unstarted; its own chunk with XState, loaded when the session has work (decision 115). */
export function createSessionActor(services: SessionServices) {
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => services.restoreSession()),
      logout: fromPromise(() => services.logout()),
    },
    actions: {
      persistSession: (_, { session }) => services.persistSession(session),
      clearStorage: () => services.clearStorage(),
      navigate: (_, { to }) => services.navigate(to),
      notify: (_, notice) => services.notify(notice),
    },
  });
  return createActor(machine);
}

export type SessionActor = ReturnType<typeof createSessionActor>;
