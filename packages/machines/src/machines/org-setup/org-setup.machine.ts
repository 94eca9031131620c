import type { UserInfo } from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type { OrgConfigResult } from "../org-login/org-login.types";
import type { OrgSetupContext, OrgSetupInput, OrgSetupOutcome } from "./org-setup.types";

/**
 * What an organisation login does once its token is stored (spec §4), the same for an org login with a token and for
 * a redeemed enrolment ticket: fetch the profile and store it, then fetch the org config and store it when it
 * succeeds. Invoked by `orgLoginMachine` and `orgEnrolmentMachine` as `finishOrgLogin`.
 *
 * Provide: actors `fetchProfile` (→ UserInfo), `fetchOrgConfig` ({ orgId } → OrgConfigResult); actions
 * `storeProfile` ({ profile }), `storeOrgConfig` ({ config }).
 */
export const orgSetupMachine = setup({
  types: {
    context: {} as OrgSetupContext,
    input: {} as OrgSetupInput,
    output: {} as OrgSetupOutcome,
  },
  actors: {
    fetchProfile: requiredPromiseActor<UserInfo, void>("fetchProfile"),
    fetchOrgConfig: requiredPromiseActor<OrgConfigResult, { orgId: string }>("fetchOrgConfig"),
  },
  actions: {
    storeProfile: requiredAction("storeProfile") as (_: unknown, params: { profile: UserInfo }) => void,
    storeOrgConfig: requiredAction("storeOrgConfig") as (_: unknown, params: { config: OrgConfigResult }) => void,
  },
  guards: {
    configSucceeded: ({ event }) => (event as { output?: OrgConfigResult }).output?.success === true,
  },
}).createMachine({
  id: "orgSetup",
  context: ({ input }) => ({ orgId: input.orgId, profile: null, config: null, outcome: null }),
  initial: "fetchingProfile",
  states: {
    fetchingProfile: {
      invoke: {
        id: "fetchProfile",
        src: "fetchProfile",
        onDone: {
          target: "fetchingConfig",
          actions: [
            assign({ profile: ({ event }) => event.output }),
            { type: "storeProfile", params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: "failed",
      },
    },
    fetchingConfig: {
      invoke: {
        id: "fetchOrgConfig",
        src: "fetchOrgConfig",
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: [
          {
            guard: "configSucceeded",
            target: "ready",
            actions: [
              assign({ config: ({ event }) => event.output }),
              { type: "storeOrgConfig", params: ({ event }) => ({ config: event.output }) },
            ],
          },
          { target: "configRejected" },
        ],
        onError: "configRejected",
      },
    },
    ready: {
      type: "final",
      entry: assign({
        outcome: ({ context }) => ({
          _tag: "ready" as const,
          profile: context.profile as UserInfo,
          config: context.config as OrgConfigResult,
        }),
      }),
    },
    configRejected: { type: "final", entry: assign({ outcome: { _tag: "configRejected" } }) },
    failed: { type: "final", entry: assign({ outcome: { _tag: "failed" } }) },
  },
  output: ({ context }) => context.outcome as OrgSetupOutcome,
});
