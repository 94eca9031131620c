/// <reference path="./hls-light.d.ts" />
/** What attaching a source gives back: the definitions found and a way to switch and detach. */
export interface AttachedSource {
  /** Heights of the stream's definitions, lowest first (empty for a plain file). */
  readonly levels: ReadonlyArray<{ readonly height: number; readonly index: number }>;
  /** -1 for automatic. */
  setLevel(index: number): void;
  /**
   * Starts downloading the media (play was pressed). Until then only the playlist is read, so a learner who opens
   * a course page and never plays does not download the lecture.
   */
  startLoad(): void;
  destroy(): void;
}

/**
 * What a player adds to key requests. A learner's lecture needs none: its playlists come signed (the key URI carries
 * its own token), so hls.js and native players fetch the same URLs unchanged. The console's preview of an unsigned
 * playlist still adds its operator's token.
 */
export interface KeyAccess {
  /** Playback token, appended to key URIs as MtsHlsUriToken (spec §3 option playauth) unless they carry one. */
  readonly playauth?: string;
  /** Headers sent with key requests only (the login token the key endpoint checks). */
  readonly headers?: Readonly<Record<string, string>>;
}

export const isHlsUrl = (url: string) => /\.m3u8(\?|$)/.test(url);

/** Key requests of the encrypted lectures go to this path (apps/server/scripts/make-sample-media.sh). */
const KEY_PATH = "/hls/key/";

export const withPlayauth = (url: string, playauth: string) =>
  `${url}${url.includes("?") ? "&" : "?"}MtsHlsUriToken=${encodeURIComponent(playauth)}`;

/** Why a source could not be loaded: the HTTP status, and the server's own Chinese message when it sent one. */
export interface LoadFailure {
  readonly status: number | null;
  /** The refusal's envelope `msg` (a sample lecture still being made answers 503 示例视频正在准备…). */
  readonly message: string | null;
}

/** The failure hls.js reports: the status and, for a refused playlist, the `msg` of the JSON body it got. */
function failureOf(data: { response?: { code?: number }; networkDetails?: unknown }): LoadFailure {
  const status = typeof data.response?.code === "number" && data.response.code > 0 ? data.response.code : null;
  let message: string | null = null;
  try {
    // hls.js's loader is an XMLHttpRequest; responseText throws for binary answers (segments), hence the try
    const text = (data.networkDetails as { responseText?: unknown } | null | undefined)?.responseText;
    const body: unknown = typeof text === "string" && text.startsWith("{") ? JSON.parse(text) : null;
    const msg = (body as { msg?: unknown } | null)?.msg;
    if (status !== null && status >= 400 && typeof msg === "string" && msg.length > 0 && msg.length <= 80)
      message = msg;
  } catch {
    message = null;
  }
  return { status, message };
}

const once = (action: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
};

/**
 * A plain file (or a playlist the browser plays itself): the element's `preload="metadata"` reads only its header
 * until play; pressing play lets the browser buffer ahead.
 */
function attachNatively(video: HTMLVideoElement, url: string): AttachedSource {
  video.src = url;
  return {
    levels: [],
    setLevel: () => {},
    startLoad: once(() => {
      video.preload = "auto";
    }),
    destroy: () => video.removeAttribute("src"),
  };
}

/**
 * Plays `url` in `video`: HLS through hls.js, which is imported only here, on demand, so screens without video
 * never load it; a plain file (the MP4 opening and closing clips) directly. hls.js's light build: the lectures and
 * live streams use none of what it leaves out (alternate audio, in-stream subtitles, DRM), and it is about a third
 * smaller.
 */
export async function attachSource(
  video: HTMLVideoElement,
  url: string,
  keyAccess: KeyAccess,
  onFatalError: (failure: LoadFailure) => void,
): Promise<AttachedSource> {
  if (!isHlsUrl(url)) return attachNatively(video, url);
  const { default: Hls } = await import("hls.js/light");
  // Browsers with native HLS (Safari) play the playlist themselves.
  if (!Hls.isSupported()) return attachNatively(video, url);
  const addsToKeys = Boolean(keyAccess.playauth) || Object.keys(keyAccess.headers ?? {}).length > 0;
  const hls = new Hls({
    // nothing but the playlists before play is pressed (startLoad below)
    autoStartLoad: false,
    // a signed playlist is played as it is, exactly as a native player would
    ...(addsToKeys
      ? {
          xhrSetup: (xhr: XMLHttpRequest, requestUrl: string) => {
            if (!requestUrl.includes(KEY_PATH)) return;
            const signed = requestUrl.includes("MtsHlsUriToken=");
            xhr.open(
              "GET",
              keyAccess.playauth && !signed ? withPlayauth(requestUrl, keyAccess.playauth) : requestUrl,
              true,
            );
            for (const [name, value] of Object.entries(keyAccess.headers ?? {})) xhr.setRequestHeader(name, value);
          },
        }
      : {}),
  });
  const levels = await new Promise<AttachedSource["levels"]>((resolve) => {
    hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
      resolve(data.levels.map((level, index) => ({ height: level.height, index })).sort((a, b) => a.height - b.height));
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) {
        resolve([]);
        onFatalError(failureOf(data));
      }
    });
    hls.loadSource(url);
    hls.attachMedia(video);
  });
  return {
    levels,
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    startLoad: once(() => hls.startLoad()),
    destroy: () => hls.destroy(),
  };
}
