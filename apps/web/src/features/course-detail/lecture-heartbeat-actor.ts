import type { ApiClient } from "@taxlearn/api";
import { type BeatDelivery, lectureHeartbeatMachine } from "@taxlearn/machines";
import { createActor, fromPromise } from "xstate";

/** Answers the server gives for good that no retry changes (bad report, no longer entitled, unknown lecture). */
const FINAL_REFUSALS = new Set([400, 401, 403, 404, 409]);

/**
 * The lecture heartbeat machine, wired once: its `sendBeat` posts the report with this page's device id and the
 * moment it is sent. A report the server refuses for good resolves (sending it again cannot help); a network or
 * server failure rejects, and the machine retries it joined to what followed.
 */
export function createLectureHeartbeatActor(api: ApiClient, fileId: number, deviceId: string, position: number) {
  const machine = lectureHeartbeatMachine.provide({
    actors: {
      sendBeat: fromPromise<void, BeatDelivery>(async ({ input }) => {
        const report = JSON.stringify({ ...input, deviceId, sentAt: Date.now() });
        const answer = await api.lectureHeartbeat({ fileId, report });
        if (!answer.success && !FINAL_REFUSALS.has(answer.status)) throw new Error(answer.msg);
      }),
    },
  });
  return createActor(machine, { input: { position } });
}

/** One id per page load: two tabs are two devices to the crediting rule. */
export const newPlayerDeviceId = (): string => crypto.randomUUID();
