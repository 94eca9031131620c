import type { ServerContext } from "../../server-context";
import { startPeriodicRound } from "../../shared/periodic-round";
import { dueDrafts } from "./drafts.repo";
import { isPublishableKind, publishDraft } from "./publish-draft";

/**
 * Publishes every article draft whose scheduled time has passed (by the server's clock), each the way
 * `content:publish` does, then clears the response caches once. A draft that fails is logged and left for the
 * next round; one already published by someone else is skipped by publishDraft itself.
 */
export async function publishDueDrafts(server: ServerContext): Promise<number> {
  const now = server.clock();
  const due = await dueDrafts(server.db, now, 50);
  let published = 0;
  for (const draft of due) {
    if (!isPublishableKind(draft.kind)) continue;
    try {
      const result = await publishDraft(server.db, draft.kind, draft.id, now);
      if (result.ok) published += 1;
    } catch (error) {
      server.log.error("scheduled publication failed", { draftId: draft.id, error: String(error) });
    }
  }
  if (published > 0) server.cache.invalidate();
  return published;
}

/** Runs the scheduled-publication round now and every `intervalMs` (one minute); stops on call. */
export const startScheduledPublishJob = (server: ServerContext, intervalMs = 60_000): (() => void) =>
  startPeriodicRound(server, {
    run: () => publishDueDrafts(server),
    intervalMs,
    done: "scheduled articles published",
    failed: "scheduled publication failed",
  });
