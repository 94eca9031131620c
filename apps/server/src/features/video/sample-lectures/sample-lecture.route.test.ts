import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { sampleLecturePrefix, sampleReplayPrefix } from "./sample-lecture.route";

const run = promisify(execFile);
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 240_000);
afterAll(() => t.close());

/** A seeded course's first lecture as its play info gives it (free course 1005, paid course 1001). */
async function playInfo(fileId: number, account: string) {
  const token = await loginAs(t.app, account);
  const { body } = await call<{
    title: string;
    duration: number;
    masterUrl: string;
    definitions: { definition: string; label: string; width: number; height: number; url: string }[];
  }>(t.app, "GET", `/api/aliVod/playInfo/${fileId}`, { token });
  return body.data;
}

/** The end of the last cue of a WebVTT file, in seconds. */
const lastCueEnd = (vtt: string) => {
  const ends = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
    (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
  );
  return Math.max(...ends);
};

describe("a seeded lecture's own video", () => {
  it("is generated on first play: its captions are its transcript and the video lasts exactly as long", async () => {
    const info = await playInfo(100501, "13800000002");
    const mediaId = /lectures\/(sample-\d+)\//.exec(info.masterUrl)?.[1];
    expect(mediaId).toBe("sample-100501");
    const master = await t.app.request(info.masterUrl);
    expect(master.status).toBe(200);
    const masterText = await master.text();
    expect(masterText).toContain("360p/index.m3u8");
    for (const d of info.definitions) expect((await t.app.request(d.url)).status).toBe(200);
    // play info offers the renditions the master names, at their real size: no 高清 that is the 标清 file again
    const resolutions = [...masterText.matchAll(/RESOLUTION=(\d+)x(\d+)/g)].map((m) => `${m[1]}x${m[2]}`);
    expect(info.definitions.map((d) => `${d.width}x${d.height}`)).toEqual(resolutions);
    expect(new Set(info.definitions.map((d) => d.label)).size).toBe(info.definitions.length);
    expect((await t.app.request(`/media/video/lectures/${mediaId}/540p/index.m3u8`)).status).toBe(404);

    const vtt = await (await t.app.request(`/media/video/lectures/${mediaId}/captions.vtt`)).text();
    const captions = await (
      await t.app.request("/api/lecture/captions/100501", {
        headers: { accesstoken: await loginAs(t.app, "13800000002") },
      })
    ).text();
    // the same cues the player's caption track shows, from the lecture's own transcript
    expect(vtt).toBe(captions);
    const playlist = t.server.media.localPath(`${sampleLecturePrefix(mediaId!)}360p/index.m3u8`);
    expect(playlist).not.toBeNull();
    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      playlist!,
    ]);
    const seconds = Number(stdout.trim());
    // and the size play info gives is the size of the frames in the file
    const frames = await run("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "stream=width,height",
      "-of",
      "csv=p=0:s=x",
      playlist!,
    ]);
    // (ffprobe names the stream once per HLS program)
    const sizes = [...new Set(frames.stdout.split("\n").filter((line) => line.trim() !== ""))];
    expect(info.definitions.map((d) => `${d.width}x${d.height}`)).toEqual(sizes);
    expect(Math.abs(seconds - lastCueEnd(vtt))).toBeLessThan(0.5);
    expect(Math.abs(seconds - info.duration)).toBeLessThan(0.5);
    expect((await t.app.request(`/media/video/lectures/${mediaId}/cover.jpg`)).headers.get("content-type")).toMatch(
      /image\/jpeg/,
    );
  }, 120_000);

  it("of a paid course plays only through signed playlists with the lecture's own key", async () => {
    const info = await playInfo(100101, "13800000001");
    expect(info.masterUrl).toMatch(/^\/api\/aliVod\/hls\/play\/100101\/master\.m3u8\?MtsHlsUriToken=/);
    const variant = await t.app.request(info.definitions[0]!.url);
    expect(variant.status).toBe(200);
    const text = await variant.text();
    expect(text).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="\/api\/aliVod\/hls\/key\/sample-100101\?MtsHlsUriToken=/);
    const key = /URI="([^"]+)"/.exec(text)![1]!;
    expect(new Uint8Array(await (await t.app.request(key)).arrayBuffer())).toHaveLength(16);
  }, 120_000);

  it("of an ended live session is its replay: the session's title, as long as its narration", async () => {
    const { body } = await call<{ title: string; playback: { url: string; duration: number } }>(
      t.app,
      "GET",
      "/api/live/detail/7007",
      { token: await loginAs(t.app, "13800000002") },
    );
    const playlist = await t.app.request(body.data.playback.url);
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toMatch(/#EXT-X-ENDLIST/);
    const vtt = await (await t.app.request(body.data.playback.url.replace("index.m3u8", "captions.vtt"))).text();
    expect(vtt).toContain(`欢迎回看直播「${body.data.title}」`);
    const file = t.server.media.localPath(`${sampleReplayPrefix("live-7007")}index.m3u8`)!;
    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      file,
    ]);
    expect(Math.abs(Number(stdout.trim()) - body.data.playback.duration)).toBeLessThan(0.5);
    expect(Math.abs(Number(stdout.trim()) - lastCueEnd(vtt))).toBeLessThan(0.5);
    // a session that has not ended has no replay to make
    expect((await t.app.request("/media/live-replays/live-999999/index.m3u8")).status).toBe(404);
  }, 120_000);

  it("is not made for a media id no lecture plays", async () => {
    expect((await t.app.request("/media/video/lectures/sample-999999/master.m3u8")).status).toBe(404);
  });
});
