import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegReasonInChinese, LECTURE_STUDIO_MESSAGES } from "./lecture-studio.messages";

/** What ffprobe read from the file's content (never from its name). */
export type Probe =
  | {
      readonly ok: true;
      readonly duration: number;
      readonly hasAudio: boolean;
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly message: string };

/** Image and text "formats" ffprobe also opens: a picture has a video stream too, but is no lecture. */
const NOT_VIDEO_FORMATS = /(^|,)(image2|png_pipe|jpeg_pipe|gif|webp_pipe|bmp_pipe|svg_pipe|tty|lavfi|txt)($|,)/;

function run(command: string, args: string[], onStdout?: (chunk: string) => void) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      // only the tail matters for the reason
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on("error", (error) => resolve({ code: -1, stdout, stderr: `${stderr}\n${error.message}` }));
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Reads the file with ffprobe: a video needs a video stream, a real container and a duration. */
export async function probeVideo(path: string, maxHours: number): Promise<Probe> {
  const result = await run("ffprobe", ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path]);
  if (result.code !== 0) return { ok: false, message: LECTURE_STUDIO_MESSAGES.notAVideo };
  let info: {
    format?: { format_name?: string; duration?: string };
    streams?: Array<{ codec_type?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }>;
  };
  try {
    info = JSON.parse(result.stdout);
  } catch {
    return { ok: false, message: LECTURE_STUDIO_MESSAGES.notAVideo };
  }
  const format = info.format?.format_name ?? "";
  const duration = Number(info.format?.duration);
  if (!format || NOT_VIDEO_FORMATS.test(format) || !Number.isFinite(duration) || duration <= 0)
    return { ok: false, message: LECTURE_STUDIO_MESSAGES.notAVideo };
  const video = info.streams?.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  if (!video) return { ok: false, message: LECTURE_STUDIO_MESSAGES.noVideoStream };
  if (duration > maxHours * 3600) return { ok: false, message: LECTURE_STUDIO_MESSAGES.tooLong(maxHours) };
  return {
    ok: true,
    duration,
    hasAudio: info.streams?.some((s) => s.codec_type === "audio") ?? false,
    width: video.width ?? 0,
    height: video.height ?? 0,
  };
}

export interface TranscodeResult {
  readonly duration: number;
  readonly keyHex: string;
}

export class TranscodeError extends Error {}

// The sample media's settings (scripts/make-sample-media.sh): H.264 Main + AAC-LC in 4-second MPEG-TS segments,
// two-second GOPs so the definitions line up, AES-128 with an explicit IV.
const H264 = ["-c:v", "libx264", "-profile:v", "main", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-r", "25"];
const GOP = ["-g", "50", "-keyint_min", "50", "-sc_threshold", "0"];
const AAC = ["-c:a", "aac", "-b:a", "64k", "-ac", "1", "-ar", "44100"];
const HLS = ["-f", "hls", "-hls_time", "4", "-hls_playlist_type", "vod", "-hls_segment_type", "mpegts"];
const FIT_540 = "scale=960:540:force_original_aspect_ratio=decrease,pad=960:540:(ow-iw)/2:(oh-ih)/2,setsar=1";

/**
 * Transcodes `input` into `<mediaDir>/<mediaId>/` as the player expects it: master.m3u8, 360p/ and 540p/ encrypted
 * HLS and cover.jpg. Made in a sibling work folder and moved into place only when all succeeded. `onProgress` gets
 * 0–99 while ffmpeg runs.
 */
export async function transcodeLecture(options: {
  input: string;
  mediaDir: string;
  mediaId: string;
  keyUri: string;
  probe: Extract<Probe, { ok: true }>;
  onProgress: (percent: number) => void;
  /** Makes the finished work folder the media's files (and removes it); by default it is renamed into place. */
  publish?: (folder: string) => Promise<void>;
}): Promise<TranscodeResult> {
  const { input, mediaDir, mediaId, probe } = options;
  const work = join(mediaDir, `.work-${mediaId}-${randomBytes(4).toString("hex")}`);
  // the key and its info file live outside the media folder, and only while ffmpeg runs
  const keyDir = await mkdtemp(join(tmpdir(), "taxlearn-key-"));
  try {
    await mkdir(join(work, "360p"), { recursive: true });
    await mkdir(join(work, "540p"), { recursive: true });
    const key = randomBytes(16);
    await writeFile(join(keyDir, "key"), key);
    await writeFile(
      join(keyDir, "keyinfo"),
      `${options.keyUri}\n${join(keyDir, "key")}\n${randomBytes(16).toString("hex")}\n`,
    );
    const audioInput = probe.hasAudio ? [] : ["-f", "lavfi", "-i", "anullsrc=r=44100:cl=mono"];
    const audioMap = probe.hasAudio ? "0:a:0" : "1:a";
    const encrypt = ["-hls_key_info_file", join(keyDir, "keyinfo")];
    const args = [
      "-hide_banner",
      "-nostats",
      "-loglevel",
      "error",
      "-y",
      "-i",
      input,
      ...audioInput,
      "-filter_complex",
      `[0:v:0]${FIT_540},split=2[hd][sd0];[sd0]scale=640:360[sd]`,
      "-progress",
      "pipe:1",
      "-map",
      "[hd]",
      "-map",
      audioMap,
      ...H264,
      ...GOP,
      "-crf",
      "26",
      "-maxrate",
      "900k",
      "-bufsize",
      "1800k",
      ...AAC,
      "-shortest",
      ...HLS,
      ...encrypt,
      "-hls_segment_filename",
      join(work, "540p", "seg-%03d.ts"),
      join(work, "540p", "index.m3u8"),
      "-map",
      "[sd]",
      "-map",
      audioMap,
      ...H264,
      ...GOP,
      "-crf",
      "28",
      "-maxrate",
      "500k",
      "-bufsize",
      "1000k",
      ...AAC,
      "-shortest",
      ...HLS,
      ...encrypt,
      "-hls_segment_filename",
      join(work, "360p", "seg-%03d.ts"),
      join(work, "360p", "index.m3u8"),
    ];
    let buffered = "";
    const encoded = await run("ffmpeg", args, (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) options.onProgress(Math.min(99, Math.floor((Number(match[1]) / 1e6 / probe.duration) * 100)));
      }
    });
    if (encoded.code !== 0) throw new TranscodeError(ffmpegReasonInChinese(encoded.stderr));
    const cover = await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-ss",
      String(Math.min(1, probe.duration / 2)),
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      `${FIT_540},scale=480:270`,
      "-q:v",
      "4",
      join(work, "cover.jpg"),
    ]);
    if (cover.code !== 0) throw new TranscodeError(ffmpegReasonInChinese(cover.stderr));
    const bandwidth = async (definition: string) => {
      const folder = join(work, definition);
      let bytes = 0;
      for (const name of await readdir(folder))
        if (name.endsWith(".ts")) bytes += (await stat(join(folder, name))).size;
      return Math.max(1, Math.round(((bytes * 8) / probe.duration) * 1.1));
    };
    await writeFile(
      join(work, "master.m3u8"),
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        `#EXT-X-STREAM-INF:BANDWIDTH=${await bandwidth("360p")},RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",NAME="360p"`,
        "360p/index.m3u8",
        `#EXT-X-STREAM-INF:BANDWIDTH=${await bandwidth("540p")},RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",NAME="540p"`,
        "540p/index.m3u8",
        "",
      ].join("\n"),
    );
    if (options.publish) {
      await options.publish(work);
    } else {
      const target = join(mediaDir, mediaId);
      await rm(target, { recursive: true, force: true });
      await rename(work, target);
    }
    return { duration: probe.duration, keyHex: key.toString("hex") };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    if (error instanceof TranscodeError) throw error;
    throw new TranscodeError(ffmpegReasonInChinese(error instanceof Error ? error.message : String(error)));
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }
}
