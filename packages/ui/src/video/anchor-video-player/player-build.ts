import type { ParsedInteractionEvent } from "@taxlearn/core";
import type { PlayerOptions, VideoSources } from "@taxlearn/machines";
import type { KeyAccess } from "../hls-source";
import type { AnchorVideoPlayerOptions, AnchorVideoPlayerProps } from "./anchor-video-player.types";

/** What one build of the player plays: fixed for its lifetime, since a new source or new options rebuild it. */
export interface PlayerBuild {
  readonly sources: VideoSources;
  readonly overlaySource: string | undefined;
  readonly playerOptions: PlayerOptions;
  readonly keyAccess: KeyAccess;
}

export interface PlayerBuildInput {
  readonly source: string;
  readonly events: ReadonlyArray<ParsedInteractionEvent>;
  readonly overlaySource: string | undefined;
  readonly options: AnchorVideoPlayerOptions;
  readonly keyRequestHeaders: Readonly<Record<string, string>> | undefined;
}

export function playerBuild({
  source,
  events,
  overlaySource,
  options,
  keyRequestHeaders,
}: PlayerBuildInput): PlayerBuild {
  return {
    sources: {
      main: source,
      opening: events.find((e) => e._tag === "OpeningClip")?.animationUrl || null,
      closing: events.find((e) => e._tag === "ClosingClip")?.animationUrl || null,
    },
    overlaySource,
    playerOptions: { ...options, vid: options.vid === undefined ? undefined : String(options.vid) },
    keyAccess: { playauth: options.encryptType === 1 ? options.playauth : undefined, headers: keyRequestHeaders },
  };
}

/** The player is rebuilt (a new React key) whenever one of these changes. */
export const playerRebuildKey = ({
  source,
  options,
  overlaySource,
}: Pick<AnchorVideoPlayerProps, "source" | "options" | "overlaySource">) =>
  `${source}|${JSON.stringify(options ?? {})}|${overlaySource ?? ""}`;
