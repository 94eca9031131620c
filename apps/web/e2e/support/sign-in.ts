import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

// Logging a browser in the way the login screen leaves it, without going through the screen: for journeys whose
// subject is something else. The login screen itself is tested by its own specs.

/** A token for the account, from the real login call. */
export async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const body = await (await request.post("/api/app/login", { data: { account, password } })).json();
  expect(body.success, body.msg).toBe(true);
  return body.data.token as string;
}

/** Puts the token and the account's profile into local storage before any script of any page of `target` runs. */
export async function storeLogin(target: Page | BrowserContext, token: string): Promise<void> {
  const profile = await (
    await target.request.get("/api/userInfo", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await target.addInitScript(
    ({ token, userInfo }) => {
      window.localStorage.setItem("token", token);
      window.localStorage.setItem("userInfo", userInfo);
    },
    { token, userInfo: JSON.stringify(profile.data) },
  );
}

/** Logs `account` in on every page of `target` (a page, or a whole context); answers the token. */
export async function signIn(target: Page | BrowserContext, account: string, password: string): Promise<string> {
  const token = await apiToken(target.request, account, password);
  await storeLogin(target, token);
  return token;
}
