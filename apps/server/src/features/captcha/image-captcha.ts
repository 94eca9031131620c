import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { createRequire } from "node:module";
import type { Executor } from "../../db/executor";
import type { ServerContext } from "../../server-context";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_LIFETIME_MS } from "./captcha.limits";
import * as repo from "./captcha.repo";

// svg-captcha draws given text as SVG paths (opentype.js, pure JavaScript); its typings omit the default export,
// the (text, options) → svg function used here so the text comes from crypto, not Math.random
const require = createRequire(import.meta.url);
const drawText = require("svg-captcha") as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean; background: string },
) => string;

/** Upper case without spaces: answers are not case-sensitive. */
export const normalizeAnswer = (answer: string) => answer.replace(/\s+/g, "").toUpperCase();

const idHashOf = (captchaId: string) => createHash("sha256").update(`captcha-id:${captchaId}`).digest("hex");
// keyed: a copy of the table alone does not let anyone try the 31^4 answers offline
const answerHashOf = (key: Buffer, captchaId: string, answer: string) =>
  createHmac("sha256", key)
    .update(`captcha:${captchaId}:${normalizeAnswer(answer)}`)
    .digest("hex");

export interface IssuedCaptcha {
  readonly captchaId: string;
  /** `data:image/svg+xml;base64,…`, shown in an <img> (an SVG as an image runs no script). */
  readonly image: string;
  readonly expiresInSeconds: number;
}

/** Draws a new picture and stores its answer's hash; old unanswered pictures are deleted on the way. */
export async function issueCaptcha(server: ServerContext): Promise<IssuedCaptcha> {
  const now = server.clock();
  const answer = Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join("");
  const captchaId = randomBytes(18).toString("base64url");
  const svg = drawText(answer, { width: 120, height: 44, fontSize: 46, noise: 3, color: true, background: "#f4f6fa" });
  await repo.pruneChallenges(server.db, now);
  await repo.insertChallenge(server.db, {
    idHash: idHashOf(captchaId),
    answerHash: answerHashOf(server.orgMasterKey, captchaId, answer),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  });
  server.captchaOutbox?.record(captchaId, answer);
  return {
    captchaId,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    expiresInSeconds: CAPTCHA_LIFETIME_MS / 1000,
  };
}

export type CaptchaCheck = "solved" | "wrong" | "expired";

/**
 * Uses up the captcha, whatever the answer: a wrong guess needs a new picture. Unknown, used and expired ids are
 * all "expired" (the learner gets a new picture either way).
 */
export async function solveCaptcha(
  db: Executor,
  key: Buffer,
  attempt: { captchaId: string; answer: string },
  now: Date,
): Promise<CaptchaCheck> {
  const row = await repo.takeChallenge(db, idHashOf(attempt.captchaId));
  if (!row || row.expiresAt <= now) return "expired";
  return row.answerHash === answerHashOf(key, attempt.captchaId, attempt.answer) ? "solved" : "wrong";
}
