import { MESSAGES, type OrgLoginResponse, type UserInfo } from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type { Notice } from "../../shared/notice";
import type { OrgConfigResult } from "../org-login/org-login.types";
import { orgSetupMachine } from "../org-setup/org-setup.machine";
import { finishingOrgLogin, orgSetupGuards, setupResultOf } from "../org-setup/org-setup.parent";
import type {
  EnrolmentRefusal,
  OrgEnrolmentContext,
  OrgEnrolmentInput,
  OrgEnrolmentOutcome,
} from "./org-enrolment.types";

/** The expired-ticket text when the browser already knows (the server says the same with status 410). */
export const ENROL_TICKET_EXPIRED = "机构加入链接已过期，请从所在机构的入口重新进入";

const isRefusal = (error: unknown): error is EnrolmentRefusal =>
  typeof error === "object" && error !== null && (error as EnrolmentRefusal).refused === true;

/**
 * Finishes a company-only organisation login (spec §4) once the learner has logged in or registered: redeems the
 * enrolment ticket the org login left (`POST /api/org/enrol`, which joins the learner to the ticket's company and
 * answers like an org login), then continues as an org login with a token: stores the org session, fetches the
 * profile and the org config. A ticket past its expiry is not sent; one the server refuses (expired, used,
 * unknown → 认证失败) is forgotten with its message and the personal login stands; a failed request toasts
 * 机构登录失败 and keeps the ticket for another try while it lasts.
 *
 * Provide: actors `redeemTicket` ({ ticket } → OrgLoginResponse; rejects with an `EnrolmentRefusal` when the
 * server refuses), `fetchProfile` (→ UserInfo), `fetchOrgConfig` ({ orgId } → OrgConfigResult); actions
 * `storeOrgSession` ({ orgId, response }), `storeProfile` ({ profile }), `storeOrgConfig` ({ config }),
 * `forgetTicket`, `notify` (Notice).
 */
export const orgEnrolmentMachine = setup({
  types: {
    context: {} as OrgEnrolmentContext,
    input: {} as OrgEnrolmentInput,
    output: {} as OrgEnrolmentOutcome,
  },
  actors: {
    redeemTicket: requiredPromiseActor<OrgLoginResponse, { ticket: string }>("redeemTicket"),
    finishOrgLogin: orgSetupMachine,
  },
  actions: {
    storeOrgSession: requiredAction("storeOrgSession") as (
      _: unknown,
      params: { orgId: string; response: OrgLoginResponse },
    ) => void,
    forgetTicket: requiredAction("forgetTicket"),
    notify: requiredAction("notify") as (_: unknown, params: Notice) => void,
    keepSetupResult: assign(({ event }) => setupResultOf(event)),
  },
  guards: {
    noTicket: ({ context }) => context.enrolment === null,
    expired: ({ context }) => (context.enrolment?.expiresAt ?? 0) <= context.now,
    hasToken: ({ event }) => Boolean((event as { output?: OrgLoginResponse }).output?.token),
    refused: ({ event }) => isRefusal((event as { error?: unknown }).error),
    ...orgSetupGuards,
  },
}).createMachine({
  id: "orgEnrolment",
  context: ({ input }) => ({ ...input, response: null, profile: null, config: null, outcome: null }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "noTicket", target: "none" },
        {
          guard: "expired",
          target: "refused",
          actions: [
            "forgetTicket",
            assign({ outcome: { _tag: "refused", message: ENROL_TICKET_EXPIRED } }),
            { type: "notify", params: { kind: "error", message: ENROL_TICKET_EXPIRED } },
          ],
        },
        { target: "redeeming" },
      ],
    },
    redeeming: {
      invoke: {
        id: "redeemTicket",
        src: "redeemTicket",
        input: ({ context }) => ({ ticket: context.enrolment?.ticket ?? "" }),
        onDone: [
          {
            guard: "hasToken",
            target: "finishing",
            actions: [
              "forgetTicket",
              assign({ response: ({ event }) => event.output }),
              {
                type: "storeOrgSession",
                params: ({ context, event }) => ({ orgId: context.enrolment?.orgId ?? "", response: event.output }),
              },
            ],
          },
          {
            // spec §8: an answer without a token is 认证失败
            target: "refused",
            actions: [
              "forgetTicket",
              assign({ outcome: { _tag: "refused", message: MESSAGES.authFailed } }),
              { type: "notify", params: { kind: "error", message: MESSAGES.authFailed } },
            ],
          },
        ],
        onError: [
          {
            guard: "refused",
            target: "refused",
            actions: [
              "forgetTicket",
              assign({
                outcome: ({ event }) => ({
                  _tag: "refused" as const,
                  message: (event.error as EnrolmentRefusal).message,
                }),
              }),
              {
                type: "notify",
                params: ({ event }) => ({ kind: "error" as const, message: (event.error as EnrolmentRefusal).message }),
              },
            ],
          },
          { target: "failed" },
        ],
      },
    },
    // profile and config: what every organisation login does once its token is stored (one child machine)
    finishing: finishingOrgLogin((context: OrgEnrolmentContext) => context.enrolment?.orgId ?? ""),
    loggedIn: {
      type: "final",
      entry: assign({
        outcome: ({ context }) => ({
          _tag: "loggedIn" as const,
          orgId: context.enrolment?.orgId ?? "",
          token: context.response?.token ?? "",
          profile: context.profile as UserInfo,
          config: context.config as OrgConfigResult,
        }),
      }),
    },
    none: { type: "final", entry: assign({ outcome: { _tag: "none" } }) },
    refused: { type: "final" },
    configRejected: { type: "final", entry: assign({ outcome: { _tag: "configRejected" } }) },
    failed: {
      type: "final",
      entry: [
        { type: "notify", params: { kind: "error", message: MESSAGES.orgLoginFailed } },
        assign({ outcome: { _tag: "failed", message: MESSAGES.orgLoginFailed } }),
      ],
    },
  },
  output: ({ context }) => context.outcome as OrgEnrolmentOutcome,
});
