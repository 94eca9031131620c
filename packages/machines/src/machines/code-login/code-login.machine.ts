import { assign, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type {
  CodeLoginContext,
  CodeLoginError,
  CodeLoginEvent,
  CodeLoginRequest,
  CodeLoginResult,
} from "./code-login.types";

const errorOf = (error: unknown): CodeLoginError =>
  typeof error === "object" && error !== null && "kind" in error && "message" in error
    ? (error as CodeLoginError)
    : { kind: "rejected", message: "" };

/**
 * The 验证码登录 tab (phone + SMS code; a new number is registered once the agreement is accepted). The form
 * submits; the server may ask for a picture captcha (after repeated failures from the address), for the agreement
 * (a new number without it), or refuse (wrong or expired code, limits). A picture, once asked for, stays on the
 * form, and every refusal that used one makes the form load a new one (answers are single-use). Sending the SMS
 * code is the shared SMS-code field's job, not this machine's.
 *
 * Provide: actor `codeLogin` (CodeLoginRequest → CodeLoginResult; rejects with CodeLoginError); action `signIn`
 * `{ result }` (store the token and move on).
 */
export const codeLoginMachine = setup({
  types: {
    context: {} as CodeLoginContext,
    events: {} as CodeLoginEvent,
  },
  actors: {
    codeLogin: requiredPromiseActor<CodeLoginResult, CodeLoginRequest>("codeLogin"),
  },
  actions: {
    signIn: requiredAction("signIn") as (_: unknown, params: { result: CodeLoginResult }) => void,
  },
}).createMachine({
  id: "codeLogin",
  context: { pictureAsked: false, pictureRound: 0, agreementAsked: false, alert: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "LOGIN.SUBMIT": { target: "submitting" },
        "ALERT.DISMISS": { actions: assign({ alert: null }) },
      },
    },
    submitting: {
      tags: "submitting",
      invoke: {
        id: "codeLogin",
        src: "codeLogin",
        input: ({ event }) => (event as Extract<CodeLoginEvent, { type: "LOGIN.SUBMIT" }>).request,
        onDone: {
          target: "signedIn",
          actions: [
            assign({ alert: null, pictureAsked: false, agreementAsked: false }),
            { type: "signIn", params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: "editing",
          actions: assign(({ context, event }) => {
            const error = errorOf(event.error);
            const pictureAsked = context.pictureAsked || error.kind === "picture";
            return {
              alert: error.message || null,
              pictureAsked,
              // whatever the refusal, a picture sent with it is used up
              pictureRound: pictureAsked ? context.pictureRound + 1 : context.pictureRound,
              agreementAsked: error.kind === "agreement",
            };
          }),
        },
      },
    },
    signedIn: { type: "final" },
  },
});
