import { type CentreMenuInput, centreMenuMachine } from "@taxlearn/machines";
import { createActor } from "xstate";

/** The centre menu's actor, unstarted; its own chunk with XState, loaded at the menu's first click (decision 115). */
export function createCentreMenuActor(navigate: (path: string) => void, input: CentreMenuInput) {
  return createActor(centreMenuMachine.provide({ actions: { navigate: (_, { path }) => navigate(path) } }), { input });
}
