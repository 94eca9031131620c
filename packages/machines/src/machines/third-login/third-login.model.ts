import type { MachineModel } from "../../testing/model";
import { thirdLoginMachine } from "./third-login.machine";
import { THIRD_LOGIN_MESSAGES } from "./third-login.types";

interface ThirdLoginWorld {
  signedInWith: string[];
}

export const thirdLoginModel: MachineModel<typeof thirdLoginMachine, ThirdLoginWorld> = {
  name: "thirdLoginMachine",
  machine: thirdLoginMachine,
  inputs: [
    { provider: "wechat", code: "c1", state: "s1" },
    // declined on the phone: the redirect carries the state only
    { provider: "wechat", code: null, state: "s1" },
    { provider: "wechat", code: "c1", state: null },
    { provider: "qq", code: "c1", state: "s1" },
  ],
  events: [
    { type: "xstate.done.actor.exchangeCode", output: { kind: "token", token: "t-known" } },
    { type: "xstate.done.actor.exchangeCode", output: { kind: "bind", bindKey: "k1", nickname: "微信用户" } },
    { type: "xstate.error.actor.exchangeCode", error: { message: "该登录请求已使用，请返回登录页重新扫码" } },
    { type: "BIND.SUBMIT", account: "13700000001", captcha: "123456" },
    { type: "xstate.done.actor.bindPhone", output: { token: "t-bound" } },
    { type: "xstate.error.actor.bindPhone", error: { message: "验证码错误或已过期" } },
    { type: "xstate.done.actor.signIn" },
    { type: "xstate.error.actor.signIn", error: new Error("network") },
  ],
  fakes: (doubles) => {
    const world: ThirdLoginWorld = { signedInWith: [] };
    return {
      implementations: {
        actors: {
          exchangeCode: doubles.actor("exchangeCode"),
          bindPhone: doubles.actor("bindPhone"),
          signIn: doubles.actor("signIn"),
        },
      },
      world,
    };
  },
  invariants: (snapshot, _world, doubles) => {
    const broken: string[] = [];
    const { context } = snapshot;
    // nothing is sent to the server without a state, a code and a known provider
    if (
      doubles.callsOf("exchangeCode").length > 0 &&
      (!context.code || !context.state || context.provider !== "wechat")
    ) {
      broken.push("exchanged a redirect that was declined, unbound or of an unknown provider");
    }
    const binds = doubles.callsOf("bindPhone") as { input: { bindKey: string } }[];
    if (binds.some((call) => call.input.bindKey !== "k1")) broken.push("bound a phone without the exchange's bind key");
    if (snapshot.matches("signedIn") && !context.token) broken.push("signed in without a token");
    if (snapshot.matches("failed") && !context.error) broken.push("failed without a message");
    if (
      context.code === null &&
      context.state &&
      snapshot.matches("failed") &&
      context.error !== THIRD_LOGIN_MESSAGES.declined
    ) {
      broken.push("a declined confirmation must say so");
    }
    if (snapshot.status === "done" && snapshot.output === undefined) broken.push("ended without an outcome");
    return broken;
  },
};
