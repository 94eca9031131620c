import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SEGMENT_SECONDS } from "./hls-playlist";

/** One ffmpeg turning the published FLV stream into one part of the recording (HLS EVENT playlist). */
export interface Transcoder {
  readonly pid: number | undefined;
  write(chunk: Buffer): void;
  /** Ends the input: ffmpeg writes its last segment and exits (killed after a few seconds if it does not). */
  stop(): Promise<void>;
  /** Resolves when the process has exited, with whether it ended on its own and well. */
  readonly exited: Promise<{ ok: boolean; detail: string }>;
}

export type SpawnTranscoder = (partDir: string) => Transcoder;

export const FFMPEG_PATH = process.env.FFMPEG_PATH ?? "ffmpeg";

/**
 * One rendition (up to 720 lines, H.264 Main + AAC-LC, what hls.js plays in every browser), keyframes forced every
 * 2 s so every segment is 2 s whatever the encoder of the publisher (OBS's keyframe interval may be anything).
 */
export function ffmpegArgs(partDir: string): string[] {
  return [
    ...["-hide_banner", "-loglevel", "error", "-nostdin"],
    ...["-f", "flv", "-i", "pipe:0"],
    ...["-map", "0:v:0?", "-map", "0:a:0?"],
    ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "zerolatency", "-profile:v", "main", "-pix_fmt", "yuv420p"],
    ...["-vf", "scale=-2:'min(720,ih)'", "-maxrate", "2500k", "-bufsize", "5000k"],
    ...["-force_key_frames", `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, "-sc_threshold", "0"],
    ...["-c:a", "aac", "-b:a", "128k", "-ar", "44100", "-ac", "2"],
    ...["-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_list_size", "0", "-hls_playlist_type", "event"],
    ...["-hls_flags", "independent_segments+temp_file", "-hls_segment_type", "mpegts"],
    ...["-hls_segment_filename", join(partDir, "seg-%05d.ts"), join(partDir, "index.m3u8")],
  ];
}

export const STOP_TIMEOUT_MS = 10_000;

export const spawnFfmpegTranscoder: SpawnTranscoder = (partDir) => {
  mkdirSync(partDir, { recursive: true });
  const child: ChildProcess = spawn(FFMPEG_PATH, ffmpegArgs(partDir), { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2000);
  });
  // a write after ffmpeg died must not crash the server (EPIPE): the exit is handled below
  child.stdin?.on("error", () => {});
  let stopping = false;
  const exited = new Promise<{ ok: boolean; detail: string }>((resolve) => {
    child.on("error", (error) => resolve({ ok: false, detail: error.message }));
    child.on("exit", (code, signal) =>
      resolve({ ok: stopping && code === 0, detail: `code ${code} signal ${signal} ${stderr.trim()}`.trim() }),
    );
  });
  return {
    pid: child.pid,
    exited,
    write(chunk) {
      if (child.stdin?.writable) child.stdin.write(chunk);
    },
    async stop() {
      stopping = true;
      child.stdin?.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
};
