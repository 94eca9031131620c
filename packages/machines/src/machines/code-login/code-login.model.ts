import type { MachineModel } from "../../testing/model";
import { codeLoginMachine } from "./code-login.machine";
import type { CodeLoginRequest, CodeLoginResult } from "./code-login.types";

interface CodeLoginWorld {
  signIns: CodeLoginResult[];
  /** the picture round before the step */
  round: number;
  /** whether the step before was submitting, and with a picture */
  submittedPicture: boolean | null;
}

const request: CodeLoginRequest = { account: "13900000001", code: "123456", agreement: true, picture: null };
const withPicture: CodeLoginRequest = { ...request, picture: { captchaId: "c1", captchaAnswer: "AB2C" } };

export const codeLoginModel: MachineModel<typeof codeLoginMachine, CodeLoginWorld> = {
  name: "codeLoginMachine",
  machine: codeLoginMachine,
  events: [
    { type: "LOGIN.SUBMIT", request },
    { type: "LOGIN.SUBMIT", request: withPicture },
    { type: "ALERT.DISMISS" },
    { type: "xstate.done.actor.codeLogin", output: { token: "t1", registered: true } },
    { type: "xstate.error.actor.codeLogin", error: { kind: "picture", message: "登录失败次数较多，请输入图形验证码" } },
    { type: "xstate.error.actor.codeLogin", error: { kind: "agreement", message: "请阅读并同意《用户服务协议》" } },
    { type: "xstate.error.actor.codeLogin", error: { kind: "rejected", message: "验证码错误或已过期" } },
    { type: "xstate.error.actor.codeLogin", error: new Error("network") },
  ],
  // every graph state and edge is still walked; loop-free routes through 40 states would be millions
  simplePaths: false,
  // the picture round only counts; two rounds behave alike
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      context: { ...snapshot.context, pictureRound: snapshot.context.pictureRound > 0 },
    }),
  fakes: (doubles) => {
    const world: CodeLoginWorld = { signIns: [], round: 0, submittedPicture: null };
    return {
      implementations: {
        actors: { codeLogin: doubles.actor("codeLogin") },
        actions: {
          signIn: (_: unknown, params: { result: CodeLoginResult }) => void world.signIns.push(params.result),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles, { event }) => {
    const broken: string[] = [];
    const { context } = snapshot;
    if (snapshot.matches("signedIn") && world.signIns.length !== 1) broken.push(`${world.signIns.length} sign-ins`);
    if (!snapshot.matches("signedIn") && world.signIns.length > 0) broken.push("signed in without success");
    if (snapshot.matches("signedIn") && (context.alert || context.pictureAsked))
      broken.push("signed in with a refusal");
    // a refused login that used a picture moves to a new picture
    if (event?.type === "xstate.error.actor.codeLogin") {
      if (context.pictureAsked && context.pictureRound !== world.round + 1) broken.push("no new picture after refusal");
      if (!context.pictureAsked && context.pictureRound !== world.round) broken.push("a new picture nobody asked for");
      const kind = (event.error as { kind?: string }).kind;
      if (kind === "picture" && !context.pictureAsked) broken.push("the picture asked for is not shown");
      if ((kind === "agreement") !== context.agreementAsked) broken.push("agreement flag does not follow the server");
    }
    if (event?.type === "LOGIN.SUBMIT" && snapshot.matches("submitting")) {
      const last = doubles.calls.at(-1);
      if (!last || last.input !== (event as unknown as { request: unknown }).request)
        broken.push("the request sent is not the one submitted");
    }
    world.round = context.pictureRound;
    return broken;
  },
};
