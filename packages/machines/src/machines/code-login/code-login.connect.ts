import type { SnapshotFrom } from "xstate";
import type { codeLoginMachine } from "./code-login.machine";
import type { CodeLoginEvent, CodeLoginView } from "./code-login.types";

/** The 验证码登录 form's view: what to show and the two things the form can do. */
export function connectCodeLogin(
  snapshot: SnapshotFrom<typeof codeLoginMachine>,
  send: (event: CodeLoginEvent) => void,
): CodeLoginView {
  const { pictureAsked, pictureRound, agreementAsked, alert } = snapshot.context;
  return {
    submitting: snapshot.hasTag("submitting"),
    signedIn: snapshot.matches("signedIn"),
    pictureAsked,
    pictureRound,
    agreementAsked,
    alert,
    submit: (request) => send({ type: "LOGIN.SUBMIT", request }),
    dismissAlert: () => send({ type: "ALERT.DISMISS" }),
  };
}
