import { randomBytes } from "node:crypto";
import { replaySeconds, sampleReplayUrl } from "../../features/video/sample-lectures/sample-replay";
import type { Executor } from "../executor";
import { liveMedia } from "../schema";

/**
 * Every seeded session gets a stream key (random per database) and a description; every ended one a replay of its
 * own, generated from its title and lecturer on first play (features/video/sample-lectures) and as long as its
 * narration. All are free (no course), as the spec's live section "free to study" has them.
 */
export async function seedLiveMedia(
  db: Executor,
  lives: readonly { id: number; title: string; status: number; lecturerName: string }[],
): Promise<void> {
  const rows = lives.map((live) => {
    const recording = live.status === 2 ? { url: sampleReplayUrl(live.id), seconds: replaySeconds(live) } : null;
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
