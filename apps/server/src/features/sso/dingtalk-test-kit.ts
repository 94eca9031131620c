import { expect } from "vitest";
import type { TestServer } from "../../testing/test-server";

/** A DingTalk in-app browser's user agent (the JS API is loaded only for such a browser with the live provider). */
export const DINGTALK_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.5.20) com.laiwang.DingTalk/31437563 Channel/201200 language/zh-Hans-CN";

/** The workbench's 进入应用: signs the sandbox container in as the worker; answers the container cookie. */
export async function openSandboxContainer(
  t: TestServer,
  orgId: number,
  worker: { userid: string; name: string; mobile?: string },
): Promise<string> {
  const response = await t.app.request("/sandbox/dingtalk/workbench", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ orgId: String(orgId), mobile: "", ...worker }).toString(),
  });
  expect(response.status).toBe(303);
  // the page DingTalk opens carries the organisation only: the code comes from the JS API
  expect(response.headers.get("location")).toBe(`/ddLogin?orgId=${orgId}`);
  const cookie = /sandbox_dd_container=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
  expect(cookie).not.toBeNull();
  return `sandbox_dd_container=${cookie![1]}`;
}

/** The corp id the sign-on page names to the JS API (its data-corp-id). */
export async function pageCorpId(t: TestServer, orgId: number): Promise<string> {
  const page = await (await t.app.request(`/ddLogin?orgId=${orgId}`)).text();
  const corpId = /data-corp-id="([^"]+)"/.exec(page)?.[1];
  expect(corpId).toBeDefined();
  return corpId!;
}

/** What the `dd` stand-in's requestAuthCode asks the sandbox container. */
export async function requestAuthCode(t: TestServer, cookie: string | null, corpId: string) {
  const response = await t.app.request("/sandbox/dingtalk/container/requestAuthCode", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ corpId }),
  });
  return (await response.json()) as { errcode: number; errmsg: string; code?: string };
}

/** A one-time auth code for the worker, obtained as the page obtains it inside the sandbox's container. */
export async function sandboxAuthCode(
  t: TestServer,
  orgId: number,
  worker: { userid: string; name: string; mobile?: string },
): Promise<string> {
  const cookie = await openSandboxContainer(t, orgId, worker);
  const answer = await requestAuthCode(t, cookie, await pageCorpId(t, orgId));
  expect(answer.errcode).toBe(0);
  return answer.code!;
}
