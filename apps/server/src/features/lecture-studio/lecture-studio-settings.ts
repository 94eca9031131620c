import { mkdirSync } from "node:fs";
import { join } from "node:path";

/** 2 GiB: a two-hour 1080p lecture from a screen recorder fits; more is refused before a byte is stored. */
export const DEFAULT_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

export interface LectureStudioSettings {
  /** LECTURE_UPLOAD_MAX_BYTES: the largest video accepted (tus Upload-Length and the bytes sent). */
  readonly maxBytes: number;
  /** LECTURE_KEEP_ORIGINALS=1: keep the uploaded original after a successful transcode (default: delete it). */
  readonly keepOriginals: boolean;
  /** Private tus uploads (never served). */
  readonly originalsDir: string;
  /** Transcoded HLS, served at /media/video/lectures/<mediaId>/ (DATA_DIR/media/lectures). */
  readonly mediaDir: string;
  /** LECTURE_MAX_HOURS: the longest video accepted (6 by default). */
  readonly maxHours: number;
}

const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,15}$/.test(value) || Number(value) <= 0) throw new Error(`${name} must be a positive whole number`);
  return Number(value);
};

/**
 * The settings from the environment; folders under DATA_DIR, or without it (tests) a new folder from `temporaryDir`
 * (the server's own, removed when it closes).
 */
export function lectureStudioSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string | null,
  temporaryDir: (prefix: string) => string,
): LectureStudioSettings {
  const root = dataDir ? join(dataDir, "lecture-studio") : temporaryDir("taxlearn-lectures-");
  const originalsDir = join(root, "originals");
  const mediaDir = dataDir ? join(dataDir, "media", "lectures") : join(root, "media");
  mkdirSync(originalsDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  const keep = env.LECTURE_KEEP_ORIGINALS ?? "0";
  if (!["0", "1", "true", "false"].includes(keep)) throw new Error("LECTURE_KEEP_ORIGINALS must be 0 or 1");
  return {
    maxBytes: wholeNumber("LECTURE_UPLOAD_MAX_BYTES", env.LECTURE_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES),
    keepOriginals: keep === "1" || keep === "true",
    originalsDir,
    mediaDir,
    maxHours: wholeNumber("LECTURE_MAX_HOURS", env.LECTURE_MAX_HOURS, 6),
  };
}
