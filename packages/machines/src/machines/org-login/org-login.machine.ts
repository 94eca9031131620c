import { MESSAGES, type OrgLoginParams, type OrgLoginResponse, orgChanged, orgLoginParams } from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type { Notice } from "../../shared/notice";
import { orgSetupMachine } from "../org-setup/org-setup.machine";
import { finishingOrgLogin, orgSetupGuards, setupResultOf } from "../org-setup/org-setup.parent";
import type {
  OrgConfigResult,
  OrgEnrolmentTicket,
  OrgLoginContext,
  OrgLoginInput,
  OrgLoginOutcome,
} from "./org-login.types";

const asText = (value: unknown): string | null =>
  value === null || value === undefined || value === "" ? null : String(value);

/** The enrolment ticket of a company-only answer, when it carries a usable one. */
const enrolmentOf = (response: OrgLoginResponse | null): OrgEnrolmentTicket | null => {
  const ticket = asText(response?.enrol_ticket);
  const expiresAt = Date.parse(asText(response?.enrol_expires_at) ?? "");
  const orgId = asText(response?.org_id);
  const companyId = asText(response?.company_id);
  if (!ticket || Number.isNaN(expiresAt) || !orgId || !companyId) return null;
  return { ticket, orgId, companyId, orgName: asText(response?.org_name) ?? "", expiresAt };
};

/**
 * spec §4 "Organisation login" and §8: needs orgId, content and secret (spaces → `+`, core's
 * `orgLoginParams`); rejected with 提示当前机构发生变更 when logged in under another organisation; a token
 * response marks the user org-logged-in and stores token, platform and secret, then fetches the profile
 * (username and info stored) and the org config; a company_id response is stored with org_id and returned
 * with its enrolment ticket (the org-enrolment machine finishes that login after the learner logs in);
 * neither → 认证失败; a failed request → toast 机构登录失败 and user data cleared; an unsuccessful config
 * fetch → rejected with no message. The final state's output is an `OrgLoginOutcome`.
 *
 * Provide: actors `orgAuthenticate` ({ orgId, encryptContent, encryptSecret } → OrgLoginResponse),
 * `fetchProfile` (→ UserInfo), `fetchOrgConfig` ({ orgId } → OrgConfigResult); actions `storeOrgSession`
 * ({ orgId, response }), `storeProfile` ({ profile }), `storeCompany` ({ companyId, orgId }), `storeOrgConfig`
 * ({ config }), `clearUserData`, `notify` (Notice).
 */
export const orgLoginMachine = setup({
  types: {
    context: {} as OrgLoginContext,
    input: {} as OrgLoginInput,
    output: {} as OrgLoginOutcome,
  },
  actors: {
    orgAuthenticate: requiredPromiseActor<
      OrgLoginResponse,
      { orgId: string; encryptContent: string; encryptSecret: string }
    >("orgAuthenticate"),
    finishOrgLogin: orgSetupMachine,
  },
  actions: {
    storeOrgSession: requiredAction("storeOrgSession") as (
      _: unknown,
      params: { orgId: string; response: OrgLoginResponse },
    ) => void,
    storeCompany: requiredAction("storeCompany") as (
      _: unknown,
      params: { companyId: string; orgId: string | null; enrolment: OrgEnrolmentTicket | null },
    ) => void,
    clearUserData: requiredAction("clearUserData"),
    notify: requiredAction("notify") as (_: unknown, params: Notice) => void,
    keepSetupResult: assign(({ event }) => setupResultOf(event)),
  },
  guards: {
    paramsMissing: ({ context }) => context.params === null,
    orgChanged: ({ context }) => context.loggedIn && orgChanged(context.storedOrgId, context.params?.orgId),
    hasToken: ({ event }) => Boolean((event as { output?: OrgLoginResponse }).output?.token),
    hasCompanyId: ({ event }) => asText((event as { output?: OrgLoginResponse }).output?.company_id) !== null,
    ...orgSetupGuards,
  },
}).createMachine({
  id: "orgLogin",
  context: ({ input }) => {
    const params = orgLoginParams(input.query);
    return {
      ...input,
      params: params._tag === "Right" ? params.right : null,
      response: null,
      profile: null,
      config: null,
      outcome: null,
    };
  },
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "paramsMissing", target: "missingParams" },
        { guard: "orgChanged", target: "orgChanged" },
        { target: "authenticating" },
      ],
    },
    authenticating: {
      invoke: {
        id: "orgAuthenticate",
        src: "orgAuthenticate",
        input: ({ context }) => {
          const params = context.params as OrgLoginParams;
          return { orgId: params.orgId, encryptContent: params.content, encryptSecret: params.secret };
        },
        onDone: [
          {
            guard: "hasToken",
            target: "finishing",
            actions: [
              assign({ response: ({ event }) => event.output }),
              {
                type: "storeOrgSession",
                params: ({ context, event }) => ({ orgId: context.params?.orgId ?? "", response: event.output }),
              },
            ],
          },
          {
            guard: "hasCompanyId",
            target: "company",
            actions: [
              assign({ response: ({ event }) => event.output }),
              {
                type: "storeCompany",
                params: ({ event }) => ({
                  companyId: String(event.output.company_id),
                  orgId: asText(event.output.org_id),
                  enrolment: enrolmentOf(event.output),
                }),
              },
            ],
          },
          { target: "authFailed", actions: assign({ response: ({ event }) => event.output }) },
        ],
        onError: "failed",
      },
    },
    // profile and config: what every organisation login does once its token is stored (one child machine)
    finishing: finishingOrgLogin((context: OrgLoginContext) => context.params?.orgId ?? ""),
    loggedIn: {
      type: "final",
      entry: assign({
        outcome: ({ context }) => ({
          _tag: "loggedIn" as const,
          orgId: context.params?.orgId ?? "",
          token: context.response?.token ?? "",
          username: context.profile?.username ?? "",
          config: context.config as OrgConfigResult,
        }),
      }),
    },
    company: {
      type: "final",
      entry: assign({
        outcome: ({ context }) => ({
          _tag: "company" as const,
          companyId: String(context.response?.company_id ?? ""),
          orgId: asText(context.response?.org_id),
          enrolment: enrolmentOf(context.response),
        }),
      }),
    },
    missingParams: { type: "final", entry: assign({ outcome: { _tag: "rejected", message: null } }) },
    orgChanged: { type: "final", entry: assign({ outcome: { _tag: "rejected", message: MESSAGES.orgChanged } }) },
    authFailed: { type: "final", entry: assign({ outcome: { _tag: "rejected", message: MESSAGES.authFailed } }) },
    configRejected: { type: "final", entry: assign({ outcome: { _tag: "rejected", message: null } }) },
    failed: {
      type: "final",
      entry: [
        "clearUserData",
        { type: "notify", params: { kind: "error", message: MESSAGES.orgLoginFailed } },
        assign({ outcome: { _tag: "failed", message: MESSAGES.orgLoginFailed } }),
      ],
    },
  },
  output: ({ context }) => context.outcome as OrgLoginOutcome,
});
