import type { UserInfo } from "@taxlearn/core";
import type { OrgConfigResult } from "../org-login/org-login.types";
import type { OrgSetupOutcome } from "./org-setup.types";

// What a machine that hands a freshly stored org token to `orgSetupMachine` (invoked as `finishOrgLogin`) needs:
// the same two guards on the child's output, and, for its model, the child's four ways of ending.

const outputOf = (event: unknown) => (event as { output?: OrgSetupOutcome }).output;

/** Guards on the child's output, for the parent's `setup({ guards })`. */
export const orgSetupGuards = {
  setupReady: ({ event }: { event: unknown }) => outputOf(event)?._tag === "ready",
  setupConfigRejected: ({ event }: { event: unknown }) => outputOf(event)?._tag === "configRejected",
};

/** The profile and config a `ready` child hands back, as a context update (empty for any other ending). */
export const setupResultOf = (event: unknown) => {
  const output = outputOf(event);
  return output?._tag === "ready" ? { profile: output.profile, config: output.config } : {};
};

/** The child's endings a parent's model explores (the child's own model covers its steps). */
export const orgSetupEndings = (profile: UserInfo, config: OrgConfigResult) =>
  [
    { type: "xstate.done.actor.finishOrgLogin", output: { _tag: "ready", profile, config } },
    { type: "xstate.done.actor.finishOrgLogin", output: { _tag: "configRejected" } },
    { type: "xstate.done.actor.finishOrgLogin", output: { _tag: "failed" } },
    { type: "xstate.error.actor.finishOrgLogin", error: new Error("crashed") },
  ] as const;

/**
 * The parent's `finishing` state: invokes the child for the organisation `orgIdOf` names, keeps its profile and
 * config (the parent's `keepSetupResult` action) and goes on to `loggedIn`, `configRejected` or `failed`.
 */
export const finishingOrgLogin = <TContext>(orgIdOf: (context: TContext) => string) => ({
  invoke: {
    id: "finishOrgLogin",
    src: "finishOrgLogin" as const,
    input: ({ context }: { context: TContext }) => ({ orgId: orgIdOf(context) }),
    onDone: [
      { guard: "setupReady" as const, target: "loggedIn", actions: "keepSetupResult" as const },
      { guard: "setupConfigRejected" as const, target: "configRejected" },
      { target: "failed" },
    ],
    onError: "failed",
  },
});
