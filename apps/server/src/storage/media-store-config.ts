import { LocalMediaStore } from "./local-media-store";
import type { MediaStore } from "./media-store";
import { S3MediaStore, type S3Settings } from "./s3-media-store";

/** A storage setting that cannot work: the start stops with its name (main.ts: "refusing to start: …"). */
export class MediaStoreConfigError extends Error {}

export type MediaStoreSettings = { readonly kind: "local" } | ({ readonly kind: "s3" } & S3Settings);

const REQUIRED_FOR_S3 = ["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const httpUrl = (name: string, value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MediaStoreConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new MediaStoreConfigError(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
};

/**
 * MEDIA_STORE: unset or `local` (files under DATA_DIR, as always), or `s3` with S3_ENDPOINT (absent: AWS),
 * S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE (0/1) and optionally
 * MEDIA_PUBLIC_URL (the bucket's public media served by a CDN or the bucket itself).
 */
export function mediaStoreSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): MediaStoreSettings {
  const kind = env.MEDIA_STORE ?? "";
  const publicUrl = env.MEDIA_PUBLIC_URL ? httpUrl("MEDIA_PUBLIC_URL", env.MEDIA_PUBLIC_URL) : null;
  if (kind === "" || kind === "local") {
    // a CDN would pull its misses from the site, which would send it back to the CDN
    if (publicUrl) throw new MediaStoreConfigError("MEDIA_PUBLIC_URL needs MEDIA_STORE=s3 (the CDN serves the bucket)");
    return { kind: "local" };
  }
  if (kind !== "s3") throw new MediaStoreConfigError(`MEDIA_STORE must be local or s3, got "${kind}"`);
  const missing = REQUIRED_FOR_S3.filter((name) => !env[name]);
  if (missing.length > 0) throw new MediaStoreConfigError(`MEDIA_STORE=s3 needs ${missing.join(", ")} (not set)`);
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? "0";
  if (!["0", "1", "true", "false"].includes(pathStyle))
    throw new MediaStoreConfigError(`S3_FORCE_PATH_STYLE must be 0 or 1, got "${pathStyle}"`);
  return {
    kind: "s3",
    endpoint: env.S3_ENDPOINT ? httpUrl("S3_ENDPOINT", env.S3_ENDPOINT) : null,
    region: env.S3_REGION!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: pathStyle === "1" || pathStyle === "true",
    publicBaseUrl: publicUrl,
  };
}

/** The store of these settings; a local one lives in `localRoot` (DATA_DIR, or a test server's own folder). */
export function openMediaStore(settings: MediaStoreSettings, localRoot: string): MediaStore {
  return settings.kind === "s3" ? new S3MediaStore(settings) : new LocalMediaStore(localRoot);
}
