import { type ChildProcess, spawn } from "node:child_process";
import { FFMPEG_PATH } from "./transcoder";

/** A real publisher: ffmpeg streaming a generated test pattern with a tone to the ingest, as OBS would. */
export function publishTestPattern(rtmpUrl: string): ChildProcess & { exitCode: number | null } {
  const child = spawn(
    FFMPEG_PATH,
    [
      ...["-hide_banner", "-loglevel", "error", "-re"],
      ...["-f", "lavfi", "-i", "testsrc=size=320x180:rate=25"],
      ...["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "50", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "64k", "-f", "flv", rtmpUrl],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  child.stderr?.resume();
  return child;
}

/** Stops a publisher the way OBS's 停止推流 does (the connection closes) and waits for it to exit. */
export async function stopPublisher(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
