import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { KEY_PATH } from "../video-paths";
import type { SampleLecturePlan, SampleLectureSource } from "./sample-lecture.plan";

const run = promisify(execFile);

/** Small on purpose: a lecture of half a minute is a few hundred kilobytes (docs/decisions: sample lecture media). */
export const SAMPLE_VIDEO = { width: 480, height: 270, fps: 16, audioRate: 16_000, segmentSeconds: 4 } as const;
/** espeak-ng's words per minute: brisk enough that a passage fits the slot narration-timeline.ts gives it. */
const SPEECH_RATE = 260;
/** A narration a little longer than its slot is sped up to fit, never more than this. */
const MAX_TEMPO = 1.6;

const SLIDE_COLOURS = ["0x1e3a5f", "0x2f4f3a", "0x4a2a4c", "0x4a3b1c", "0x27414f"] as const;
const TITLE_COLOUR = "0x0b3d91";

/** The tools on this machine: ffmpeg is required; without espeak-ng the narration is silence (the captions stay). */
export interface MediaTools {
  readonly ffmpeg: string;
  readonly espeak: string | null;
  readonly font: string;
}

let tools: Promise<MediaTools> | null = null;

/** Finds ffmpeg, espeak-ng and the CJK font once (fontconfig names the file; no path is assumed). */
export function mediaTools(): Promise<MediaTools> {
  tools ??= (async () => {
    const ffmpeg = process.env.FFMPEG_PATH ?? "ffmpeg";
    await run(ffmpeg, ["-hide_banner", "-version"]);
    const espeak = await run("espeak-ng", ["--version"]).then(
      () => "espeak-ng",
      () => null,
    );
    const { stdout } = await run("fc-match", ["-f", "%{file}", "Noto Sans CJK SC:style=Regular"]);
    const font = stdout.trim();
    if (!font || !(await stat(font).catch(() => null))) throw new Error("no CJK font (fonts-noto-cjk)");
    return { ffmpeg, espeak, font };
  })();
  tools.catch(() => {
    tools = null; // a tool installed later is found on the next try
  });
  return tools;
}

/** Seconds of audio in a PCM WAV file (espeak-ng's output): data bytes over the byte rate in its header. */
async function wavSeconds(path: string): Promise<number> {
  const bytes = await readFile(path);
  const byteRate = bytes.readUInt32LE(28);
  return byteRate > 0 ? Math.max(0, bytes.length - 44) / byteRate : 0;
}

const seconds = (n: number) => n.toFixed(3);

/**
 * Makes one lecture's player files in `out`: `master.m3u8`, `360p/` (the one small rendition, SAMPLE_VIDEO's size: the
 * play info offers it alone, video/lecture-definitions.ts), `presenter/` (the anchor layer), `cover.jpg` (the title
 * card) and `captions.vtt`. Paid lectures' segments are encrypted with the lecture's own key (HLS AES-128).
 */
export async function generateSampleLecture(
  source: SampleLectureSource,
  plan: SampleLecturePlan,
  out: string,
  /** A live replay: one playlist (`index.m3u8`) and its segments in `out`, no presenter layer, cover or master. */
  options: { readonly replay?: boolean } = {},
): Promise<void> {
  const replay = options.replay === true;
  const { ffmpeg, espeak, font } = await mediaTools();
  const work = await mkdtemp(join(tmpdir(), "sample-lecture-"));
  try {
    let texts = 0;
    const textFile = async (text: string) => {
      // drawtext reads each text from a file: no filtergraph escaping of the Chinese texts
      const path = join(work, `text-${texts++}.txt`);
      await writeFile(path, text);
      return path;
    };
    const draw = async (text: string, options: string) =>
      `drawtext=fontfile='${font}':textfile='${await textFile(text)}':${options}`;
    const duration = plan.durationSeconds;
    const colour =
      SLIDE_COLOURS[Number(createHash("sha256").update(source.mediaId).digest()[0]) % SLIDE_COLOURS.length];
    const card = `enable='lt(t,${plan.titleCard.until})'`;
    const video = [
      `drawbox=x=0:y=0:w=iw:h=ih:color=${TITLE_COLOUR}:t=fill:${card}`,
      await draw(plan.titleCard.courseTitle, `fontsize=15:fontcolor=white@0.8:x=(w-text_w)/2:y=70:${card}`),
      await draw(plan.titleCard.title, `fontsize=28:line_spacing=10:fontcolor=white:x=(w-text_w)/2:y=110:${card}`),
    ];
    for (const slide of plan.slides) {
      const on = `enable='between(t,${slide.from},${slide.to})'`;
      video.push(
        await draw(slide.heading, `fontsize=17:fontcolor=white@0.9:x=24:y=20:${on}`),
        `drawbox=x=24:y=50:w=432:h=2:color=white@0.5:t=fill:${on}`,
        await draw(slide.page, `fontsize=13:fontcolor=white@0.7:x=w-text_w-24:y=24:${on}`),
        await draw(slide.point, `fontsize=22:line_spacing=10:fontcolor=0xffe066:x=24:y=78:${on}`),
      );
    }

    // narration: each passage read into its slot (sped up a little if it runs over, padded with silence if short)
    const inputs: string[] = [];
    const audio: string[] = [];
    if (espeak) {
      for (const [i, slot] of plan.narration.entries()) {
        const wav = join(work, `passage-${i}.wav`);
        await run(espeak, ["-v", "cmn", "-s", String(SPEECH_RATE), "-w", wav, slot.text]);
        const length = slot.to - slot.from;
        const tempo = Math.min(MAX_TEMPO, Math.max(1, (await wavSeconds(wav)) / length));
        inputs.push("-i", wav);
        audio.push(
          `[${i + 2}:a]aresample=${SAMPLE_VIDEO.audioRate},atempo=${tempo.toFixed(3)},apad=whole_dur=${seconds(length)},atrim=0:${seconds(length)}[p${i}]`,
        );
      }
      const lead = plan.narration[0]?.from ?? 0;
      const parts = plan.narration.map((_, i) => `[p${i}]`).join("");
      audio.push(
        `${parts}concat=n=${plan.narration.length}:v=0:a=1,adelay=delays=${Math.round(lead * 1000)}:all=1,apad=whole_dur=${seconds(duration)},atrim=0:${seconds(duration)},asetpts=N/SR/TB[a]`,
      );
    } else {
      audio.push(`[1:a]atrim=0:${seconds(duration)}[a]`);
    }

    const graph = replay
      ? [`[0:v]${video.join(",")}[hls]`]
      : [
          `[0:v]split=2[slides][bg]`,
          `[slides]${video.join(",")}[main]`,
          `[main]split=2[hls][first]`,
          `[first]trim=end_frame=1[cover]`,
          // the presenter layer: a figure on black (the player blends black away) that bobs while it talks
          // (small, in the frame's bottom-right corner: on a phone the layer is drawn large over the slide's text)
          `[bg]scale=160:120,drawbox=x=0:y=0:w=iw:h=ih:color=black:t=fill,${await draw("●", "fontsize=34:fontcolor=0xffd4a8:x=w-text_w-16:y=56+2*sin(2*PI*t)")},drawbox=x=114:y=92:w=42:h=28:color=0x40a0ff:t=fill[presenter]`,
        ];
    const main = replay ? "" : "360p";
    for (const folder of replay ? [] : ["360p", "presenter"]) await mkdir(join(out, folder), { recursive: true });

    const encryption: string[] = [];
    if (source.encrypted) {
      if (!source.keyHex || !/^[0-9a-f]{32}$/.test(source.keyHex)) throw new Error(`no key for ${source.mediaId}`);
      await writeFile(join(work, "key.bin"), Buffer.from(source.keyHex, "hex"));
      // a fixed IV per lecture: two processes generating the same lecture write the same bytes
      const iv = createHash("sha256").update(`iv:${source.mediaId}`).digest("hex").slice(0, 32);
      await writeFile(
        join(work, "key.info"),
        `${KEY_PATH.replace(":mediaId", source.mediaId)}\n${join(work, "key.bin")}\n${iv}\n`,
      );
      encryption.push("-hls_key_info_file", join(work, "key.info"));
    }
    const { width, height, fps, audioRate, segmentSeconds } = SAMPLE_VIDEO;
    const gop = String(fps * segmentSeconds);
    const h264 = [
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-profile:v",
      "main",
      "-pix_fmt",
      "yuv420p",
      "-r",
      String(fps),
    ];
    const hls = (folder: string) => [
      "-f",
      "hls",
      "-hls_time",
      String(segmentSeconds),
      "-hls_playlist_type",
      "vod",
      "-hls_segment_type",
      "mpegts",
      "-hls_flags",
      "independent_segments",
      ...encryption,
      "-hls_segment_filename",
      join(out, folder, "seg-%03d.ts"),
      join(out, folder, "index.m3u8"),
    ];
    // biome-ignore format: one flag and its value per pair reads best
    await run(ffmpeg, [
      "-hide_banner", "-loglevel", "error", "-y",
      "-f", "lavfi", "-i", `color=c=${colour}:s=${width}x${height}:r=${fps}:d=${seconds(duration)}`,
      "-f", "lavfi", "-i", `anullsrc=r=${audioRate}:cl=mono`,
      ...inputs,
      "-filter_complex", [...graph, ...audio].join(";"),
      "-map", "[hls]", "-map", "[a]", ...h264, "-g", gop, "-keyint_min", gop, "-sc_threshold", "0",
      "-crf", "30", "-maxrate", "160k", "-bufsize", "320k", "-level", "3.0",
      "-c:a", "aac", "-b:a", "24k", "-ac", "1", "-ar", String(audioRate), ...hls(main),
      ...(replay ? [] : [
        "-map", "[presenter]", ...h264, "-g", gop, "-keyint_min", gop, "-sc_threshold", "0", "-crf", "34", "-an",
        ...hls("presenter"),
        "-map", "[cover]", "-frames:v", "1", "-q:v", "5", join(out, "cover.jpg"),
      ]),
    ], { maxBuffer: 4 * 1024 * 1024 });
    await writeFile(join(out, "captions.vtt"), plan.captions);
    if (replay) return;

    const playlist = await readFile(join(out, "360p", "index.m3u8"), "utf8");
    const segmentBytes = await Promise.all(
      [...playlist.matchAll(/^seg-\d+\.ts$/gm)].map(async (m) => (await stat(join(out, "360p", m[0]))).size),
    );
    const bandwidth = Math.ceil((segmentBytes.reduce((a, b) => a + b, 0) * 8 * 1.1) / duration);
    await writeFile(
      join(out, "master.m3u8"),
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height},CODECS="avc1.4d401e,mp4a.40.2",NAME="360p"`,
        "360p/index.m3u8",
        "",
      ].join("\n"),
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
