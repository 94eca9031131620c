import { createHash, randomBytes } from "node:crypto";

export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
