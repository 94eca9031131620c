import { type APIRequestContext, expect } from "@playwright/test";

// Learner accounts made through the real API for tests that leave data on the server (bookings, ratings): the e2e
// server's database lives for the whole run, so a retry after an attempt that had already booked or rated would
// meet that earlier state on the shared demo account. A fresh learner per attempt starts clean every time.

/** The password of the learners made here (8–20 characters with letters and digits, as the server requires). */
export const FRESH_LEARNER_PASSWORD = "Fresh2026learn";

// Seeded from the clock once per worker process; a retry runs in a new worker, later, so it gets other numbers.
let numberSeed = Date.now() % 100_000_000;
/** A mainland mobile number no other test (or earlier attempt in this run) has used. */
export const freshNumber = (): string => `139${String(numberSeed++ % 100_000_000).padStart(8, "0")}`;

/**
 * The latest SMS code the server sent to `account`, from the sandbox outbox, which answers only the sandbox token
 * (playwright.config.ts gives the e2e server its token through SMS_SANDBOX_TOKEN).
 */
export async function outboxCode(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?account=${account}`, {
    headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
  });
  const body = await response.json();
  expect(body.success, body.msg).toBe(true);
  return body.data.code as string;
}

/**
 * A new picture captcha and its answer, from the sandbox's test route (`GET /api/dev/captcha`), which answers only
 * the sandbox token, like the SMS outbox; a server without the SMS sandbox has no such route.
 */
export async function solvedPicture(request: APIRequestContext): Promise<{ captchaId: string; captchaAnswer: string }> {
  const issued = await (await request.get("/api/auth/captchaImage")).json();
  const captchaId = issued.data.captchaId as string;
  const read = await request.get(`/api/dev/captcha?captchaId=${captchaId}`, {
    headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
  });
  const body = await read.json();
  expect(body.success, body.msg).toBe(true);
  return { captchaId, captchaAnswer: body.data.answer as string };
}

/** The answer of the picture a page shows (its id is in the picture's request, read by the caller). */
export async function pictureAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const read = await request.get(`/api/dev/captcha?captchaId=${captchaId}`, {
    headers: { "x-sms-sandbox-token": process.env.SMS_SANDBOX_TOKEN ?? "" },
  });
  const body = await read.json();
  expect(body.success, body.msg).toBe(true);
  return body.data.answer as string;
}

/** Registers `account` with the SMS code, as the register screen does (picture included), through the API. */
export async function registerByApi(request: APIRequestContext, account: string, password: string): Promise<void> {
  const picture = new URLSearchParams(await solvedPicture(request));
  const sent = await (await request.get(`/api/auth/captcha?account=${account}&scene=register&${picture}`)).json();
  expect(sent.success, sent.msg).toBe(true);
  const captcha = await outboxCode(request, account);
  const body = await (await request.post("/api/register", { form: { account, captcha, password } })).json();
  expect(body.success, body.msg).toBe(true);
}

/** A newly registered learner with no bookings, ratings or progress; logs in with `FRESH_LEARNER_PASSWORD`. */
export async function registerFreshLearner(request: APIRequestContext): Promise<{ account: string; password: string }> {
  const account = freshNumber();
  await registerByApi(request, account, FRESH_LEARNER_PASSWORD);
  return { account, password: FRESH_LEARNER_PASSWORD };
}
