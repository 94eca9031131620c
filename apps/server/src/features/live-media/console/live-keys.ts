import type { adminLiveKey, adminLiveRotateKey } from "@taxlearn/api/admin";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { LIVE_MEDIA_MESSAGES } from "../live-media.messages";
import { ensureMedia, findMedia, findSession, rotateKey } from "../live-media.repo";
import { LIVE_CONSOLE_MESSAGES, maskedKey } from "./lives";

const keyData = (server: ServerContext, id: number, streamKey: string) => ({
  id,
  rtmpUrl: server.live.rtmpUrl,
  streamKey,
  publishing: server.live.isPublishing(id),
});

/**
 * GET /api/admin/lives/:id/key: the ingest URL and stream key (a media row with a fresh key is made for a session
 * that has none). Each look is an audit row, as a secret was shown (the row keeps the key's last four characters).
 */
export const liveKeyHandler =
  (server: ServerContext): OperatorHandler<typeof adminLiveKey> =>
  async (input, operator) => {
    const now = server.clock();
    const key = await server.db.transaction(async (tx) => {
      if (!(await findSession(tx, input.id))) return null;
      const media = await ensureMedia(tx, input.id);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminLiveKey",
          target: `live:${input.id}`,
          before: null,
          after: { streamKey: maskedKey(media.streamKey) },
        },
        now,
      );
      return media.streamKey;
    });
    if (key === null) return fail(404, LIVE_CONSOLE_MESSAGES.notFound);
    return ok(keyData(server, input.id, key));
  };

/**
 * POST /api/admin/lives/:id/rotateKey: a new stream key; the ingest looks keys up on each publish, so the old one is
 * refused from the next publish on. Refused (409) while a publisher streams: the running stream would go on under
 * the old key and the lecturer's next reconnect would fail mid-class, so the key changes only off air.
 */
export const liveRotateKeyHandler =
  (server: ServerContext): OperatorHandler<typeof adminLiveRotateKey> =>
  async (input, operator) => {
    const now = server.clock();
    if (!(await findSession(server.db, input.id))) return fail(404, LIVE_CONSOLE_MESSAGES.notFound);
    if (server.live.isPublishing(input.id)) return fail(409, LIVE_MEDIA_MESSAGES.keyRotateWhileLive);
    const key = await server.db.transaction(async (tx) => {
      const before = await findMedia(tx, input.id);
      const after = await rotateKey(tx, input.id);
      await recordAudit(
        tx,
        operator,
        {
          action: "adminLiveRotateKey",
          target: `live:${input.id}`,
          before: { streamKey: maskedKey(before?.streamKey) },
          after: { streamKey: maskedKey(after.streamKey) },
        },
        now,
      );
      return after.streamKey;
    });
    server.log.info("live stream key rotated", { liveId: input.id, userId: operator.userId });
    return ok(keyData(server, input.id, key), LIVE_MEDIA_MESSAGES.keyRotated);
  };
