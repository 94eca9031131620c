import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settle } from "../../testing/replay";
import { connectCodeLogin } from "./code-login.connect";
import { codeLoginMachine } from "./code-login.machine";
import type { CodeLoginRequest, CodeLoginResult } from "./code-login.types";

const request: CodeLoginRequest = { account: "13900000001", code: "123456", agreement: false, picture: null };

function start(answers: Array<() => Promise<CodeLoginResult>>) {
  const signIns: CodeLoginResult[] = [];
  const sent: CodeLoginRequest[] = [];
  const machine = codeLoginMachine.provide({
    actors: {
      codeLogin: fromPromise<CodeLoginResult, CodeLoginRequest>(({ input }) => {
        sent.push(input);
        return answers.shift()!();
      }),
    },
    actions: { signIn: (_, params) => void signIns.push(params.result) },
  });
  const actor = createActor(machine).start();
  return { signIns, sent, view: () => connectCodeLogin(actor.getSnapshot(), actor.send) };
}

describe("codeLoginMachine", () => {
  it("asks for the agreement, then signs a new number in", async () => {
    const { view, signIns, sent } = start([
      () => Promise.reject({ kind: "agreement", message: "请同意协议" }),
      () => Promise.resolve({ token: "t", registered: true }),
    ]);
    view().submit(request);
    expect(view().submitting).toBe(true);
    await settle();
    expect(view()).toMatchObject({ submitting: false, agreementAsked: true, alert: "请同意协议", pictureAsked: false });
    view().submit({ ...request, agreement: true });
    await settle();
    expect(view()).toMatchObject({ signedIn: true, agreementAsked: false, alert: null });
    expect(signIns).toEqual([{ token: "t", registered: true }]);
    expect(sent.map((r) => r.agreement)).toEqual([false, true]);
  });

  it("shows the picture when asked and a new one after every refusal that used one", async () => {
    const { view } = start([
      () => Promise.reject({ kind: "picture", message: "请输入图形验证码" }),
      () => Promise.reject({ kind: "rejected", message: "验证码错误或已过期" }),
    ]);
    view().submit(request);
    await settle();
    expect(view()).toMatchObject({ pictureAsked: true, pictureRound: 1 });
    view().submit({ ...request, picture: { captchaId: "c", captchaAnswer: "ABCD" } });
    await settle();
    expect(view()).toMatchObject({ pictureAsked: true, pictureRound: 2, alert: "验证码错误或已过期" });
    view().dismissAlert();
    expect(view().alert).toBeNull();
  });

  it("a network failure is a refusal without a message of its own", async () => {
    const { view } = start([() => Promise.reject(new Error("offline"))]);
    view().submit(request);
    await settle();
    expect(view()).toMatchObject({ alert: null, submitting: false, pictureAsked: false });
  });
});
