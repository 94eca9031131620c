import { assign, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import {
  type BindPhoneRequest,
  type ExchangeResult,
  failureMessage,
  THIRD_LOGIN_MESSAGES,
  THIRD_LOGIN_PROVIDERS,
  type ThirdLoginContext,
  type ThirdLoginEvent,
  type ThirdLoginInput,
  type ThirdLoginOutcome,
} from "./third-login.types";

/**
 * The third-login page (spec §7: the social-app QR login redirects to a third-login page of that app's type): the
 * redirect's code and state are exchanged on the server; a known identity signs in; a new one binds a phone with
 * an SMS code (绑定手机号), where a refusal (wrong code, phone bound to another identity) keeps the form with the
 * server's message. A declined confirmation (no code), a missing state or an unknown provider end at once with a
 * message; a refused exchange ends with the server's message.
 *
 * Provide: actors `exchangeCode` ({ code, state } → ExchangeResult, rejects with { message }), `bindPhone`
 * (BindPhoneRequest → { token }, rejects with { message }), `signIn` ({ token } → void).
 */
export const thirdLoginMachine = setup({
  types: {
    context: {} as ThirdLoginContext,
    input: {} as ThirdLoginInput,
    events: {} as ThirdLoginEvent,
    output: {} as ThirdLoginOutcome,
  },
  actors: {
    exchangeCode: requiredPromiseActor<ExchangeResult, { code: string; state: string }>("exchangeCode"),
    bindPhone: requiredPromiseActor<{ token: string }, BindPhoneRequest>("bindPhone"),
    signIn: requiredPromiseActor<void, { token: string }>("signIn"),
  },
  guards: {
    unsupported: ({ context }) => !(THIRD_LOGIN_PROVIDERS as readonly string[]).includes(context.provider),
    stateMissing: ({ context }) => !context.state,
    declined: ({ context }) => !context.code,
    gotToken: ({ event }) => (event as { output?: ExchangeResult }).output?.kind === "token",
  },
}).createMachine({
  id: "thirdLogin",
  context: ({ input }) => ({ ...input, bindKey: null, nickname: "", token: null, error: null, bindError: null }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "unsupported", target: "failed", actions: assign({ error: THIRD_LOGIN_MESSAGES.unsupported }) },
        { guard: "stateMissing", target: "failed", actions: assign({ error: THIRD_LOGIN_MESSAGES.stateMissing }) },
        { guard: "declined", target: "failed", actions: assign({ error: THIRD_LOGIN_MESSAGES.declined }) },
        { target: "exchanging" },
      ],
    },
    exchanging: {
      invoke: {
        id: "exchangeCode",
        src: "exchangeCode",
        input: ({ context }) => ({ code: context.code ?? "", state: context.state ?? "" }),
        onDone: [
          {
            guard: "gotToken",
            target: "signingIn",
            actions: assign({ token: ({ event }) => (event.output.kind === "token" ? event.output.token : null) }),
          },
          {
            target: "binding",
            actions: assign(({ event }) =>
              event.output.kind === "bind" ? { bindKey: event.output.bindKey, nickname: event.output.nickname } : {},
            ),
          },
        ],
        onError: { target: "failed", actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    binding: {
      on: { "BIND.SUBMIT": "submittingBind" },
    },
    submittingBind: {
      entry: assign({ bindError: null }),
      invoke: {
        id: "bindPhone",
        src: "bindPhone",
        input: ({ context, event }) => {
          const submit = event as Extract<ThirdLoginEvent, { type: "BIND.SUBMIT" }>;
          return { account: submit.account, captcha: submit.captcha, bindKey: context.bindKey ?? "" };
        },
        onDone: { target: "signingIn", actions: assign({ token: ({ event }) => event.output.token }) },
        onError: { target: "binding", actions: assign({ bindError: ({ event }) => failureMessage(event.error) }) },
      },
    },
    signingIn: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: "signedIn",
        onError: { target: "failed", actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    signedIn: { type: "final" },
    failed: { type: "final" },
  },
  output: ({ context }): ThirdLoginOutcome =>
    context.error === null && context.token !== null
      ? { _tag: "signedIn", token: context.token }
      : { _tag: "failed", message: context.error ?? THIRD_LOGIN_MESSAGES.failed },
});
