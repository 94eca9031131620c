import type { LiveItemData, liveContracts } from "@taxlearn/api";
import { LIVE_STATUS } from "@taxlearn/core";
import { issuePass } from "../../auth/socket-passes";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { withLearnerBookings } from "./learner-bookings";
import { LIVE_MESSAGES } from "./live.messages";
import * as repo from "./live.repo";
import { sessionForChat } from "./live-chat.repo";
import { type LiveWatchRule, liveChatRefusal } from "./live-chat-access";

type LiveItem = typeof LiveItemData.Type;
interface LivePage {
  list: LiveItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** spec §3 live item; `scheduled` is filled per learner after the public part is read. */
const liveItem = (row: repo.LiveRow): LiveItem => ({
  id: row.id,
  title: row.title,
  image: row.image,
  name: row.lecturerName,
  status: row.status,
  scheduled: 0,
  startTime: row.startTime.toISOString(),
  createMode: row.createMode,
});

/**
 * The same for every visitor, so it goes through the server's response cache (cleared by catalogue writes); the
 * learner's bookings are merged afterwards. The key cannot clash with the URL keys of cached routes (they start
 * with "/").
 */
async function publicLivePage(server: ServerContext, status: number | undefined, page: number, pageSize: number) {
  const key = `live:list|${status ?? ""}|${page}|${pageSize}`;
  const hit = server.cache.get(key);
  if (hit !== undefined) return JSON.parse(Buffer.from(hit.identity).toString("utf8")) as LivePage;
  const generation = server.cache.generation;
  const { rows, total } = await repo.listLives(server.db, status, page, pageSize);
  const data: LivePage = { list: rows.map(liveItem), total, page, pageSize };
  server.cache.set(key, Buffer.from(JSON.stringify(data), "utf8"), generation);
  return data;
}

/** `mayWatch`: the live media's watch rule, for the chat passes (live-chat-access.ts says why it is handed in). */
export function liveHandlers(server: ServerContext, mayWatch: LiveWatchRule): HandlersFor<typeof liveContracts> {
  const { db } = server;
  return {
    async liveList(input, request) {
      const data = await publicLivePage(server, input.status, input.page, input.pageSize);
      if (!request.session) return ok(data);
      return ok({ ...data, list: await withLearnerBookings(db, request.session.userId, data.list) });
    },

    async liveBook(input, request) {
      // auth "required": the route layer answered 401 without a session
      const userId = request.session.userId;
      const live = await repo.findLive(db, input.id);
      if (!live) return fail(404, LIVE_MESSAGES.notFound);
      // spec §4: only a session that has not started offers 报名预约
      if (live.status === LIVE_STATUS.live) return fail(409, LIVE_MESSAGES.alreadyLive);
      if (live.status !== LIVE_STATUS.notStarted) return fail(409, LIVE_MESSAGES.alreadyReplay);
      const created = await repo.insertBooking(db, userId, live.id, server.clock());
      return ok({ scheduled: 1 as const }, created ? LIVE_MESSAGES.booked : LIVE_MESSAGES.alreadyBooked);
    },

    async liveCancel(input, request) {
      const userId = request.session.userId;
      const live = await repo.findLive(db, input.id);
      if (!live) return fail(404, LIVE_MESSAGES.notFound);
      if (live.status === LIVE_STATUS.live) return fail(409, LIVE_MESSAGES.cancelStarted);
      if (live.status !== LIVE_STATUS.notStarted) return fail(409, LIVE_MESSAGES.cancelEnded);
      // idempotent: cancelling again (or what was never booked) answers the same state
      const deleted = await repo.deleteBooking(db, userId, live.id);
      return ok({ scheduled: 0 as const }, deleted ? LIVE_MESSAGES.cancelled : LIVE_MESSAGES.notBooked);
    },

    async liveChatPass(input, request) {
      const { userId, tokenHash } = request.session;
      const session = await sessionForChat(db, input.id);
      if (!session) return fail(404, LIVE_MESSAGES.notFound);
      const refusal = await liveChatRefusal(server, mayWatch, session, userId);
      if (refusal) return fail(403, refusal);
      // bound to this login and this session: it opens nothing else, and nothing once the login has ended
      const binding = { userId, tokenHash, role: "live", liveId: session.id } as const;
      const { pass, expiresAt } = await issuePass(db, binding, server.clock());
      return ok({ pass, expiresAt: expiresAt.toISOString() });
    },
  };
}
