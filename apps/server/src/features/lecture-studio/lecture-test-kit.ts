import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ADMIN_LECTURE_UPLOAD_PATH } from "@taxlearn/api/admin";
import type { TestServer } from "../../testing/test-server";

/** A short test clip made by ffmpeg (colour bars with a tone), as an editor's screen recorder would give. */
export function makeClip(seconds = 6, options: { audio?: boolean } = {}): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "taxlearn-clip-"));
  const out = join(dir, "clip.mp4");
  const audio = options.audio === false ? [] : ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`];
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=320x240:rate=25:duration=${seconds}`,
    ...audio,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    ...(options.audio === false ? [] : ["-c:a", "aac", "-shortest"]),
    out,
  ]);
  return readFileSync(out);
}

const b64 = (text: string) => Buffer.from(text).toString("base64");

/** tus 1.0 creation: the upload's path (from Location), or the refusal. */
export async function tusCreate(
  t: TestServer,
  token: string | undefined,
  size: number,
  metadata: Record<string, string>,
) {
  const response = await t.app.request(ADMIN_LECTURE_UPLOAD_PATH, {
    method: "POST",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      ...(Object.keys(metadata).length
        ? {
            "upload-metadata": Object.entries(metadata)
              .map(([k, v]) => `${k} ${b64(v)}`)
              .join(","),
          }
        : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const location = response.headers.get("location");
  return {
    status: response.status,
    path: location ? new URL(location, "http://x").pathname : null,
    text: await response.text(),
  };
}

export async function tusPatch(t: TestServer, token: string, path: string, offset: number, bytes: Uint8Array) {
  const response = await t.app.request(path, {
    method: "PATCH",
    headers: {
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      authorization: `Bearer ${token}`,
    },
    body: bytes,
  });
  return {
    status: response.status,
    offset: Number(response.headers.get("upload-offset")),
    text: await response.text(),
  };
}

export async function tusOffset(t: TestServer, token: string, path: string) {
  const response = await t.app.request(path, {
    method: "HEAD",
    headers: { "tus-resumable": "1.0.0", authorization: `Bearer ${token}` },
  });
  return { status: response.status, offset: Number(response.headers.get("upload-offset")) };
}

/** Polls until the check passes (the transcode worker runs in the background). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 90_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
