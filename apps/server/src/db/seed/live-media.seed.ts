import { randomBytes } from "node:crypto";
import type { Executor } from "../executor";
import { liveMedia } from "../schema";

/** The committed replays (scripts/make-live-replays.sh), served from apps/server/media like the lecture media. */
export const SEED_REPLAYS = [
  { url: "/media/live-replays/replay-1/index.m3u8", seconds: 12 },
  { url: "/media/live-replays/replay-2/index.m3u8", seconds: 12 },
  { url: "/media/live-replays/replay-3/index.m3u8", seconds: 12 },
] as const;

/**
 * Every seeded session gets a stream key (random per database) and a description; every seeded replay a real
 * recording. All are free (no course), as the spec's live section "free to study" has them.
 */
export async function seedLiveMedia(
  db: Executor,
  lives: readonly { id: number; title: string; status: number; lecturerName: string }[],
): Promise<void> {
  let replay = 0;
  const rows = lives.map((live) => {
    const recording = live.status === 2 ? SEED_REPLAYS[replay++ % SEED_REPLAYS.length]! : null;
    return {
      liveId: live.id,
      streamKey: randomBytes(24).toString("base64url"),
      description: `${live.lecturerName}老师主讲「${live.title}」。直播中可与讲师和同学互动交流，结束后可随时查看回放。`,
      replayUrl: recording?.url ?? null,
      replaySeconds: recording?.seconds ?? null,
    };
  });
  if (rows.length > 0) await db.insert(liveMedia).values(rows);
}
