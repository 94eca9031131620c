import { CREDIT_RULES, type HeartbeatSegment, segmentsSeconds } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import { lectureHeartbeatMachine } from "./lecture-heartbeat.machine";
import type { BeatDelivery } from "./lecture-heartbeat.types";

/** The player and the page as the world sees them, apart from the machine: what was really played and counted. */
interface PlayerWorld {
  playing: boolean;
  visible: boolean;
  rate: number;
  position: number;
  /** media seconds played while playing, visible and at most 2×, rewatches included */
  counted: number;
  /** media seconds of the reports the server confirmed */
  confirmed: number;
  /** when the current counting began or the last beat fired (simulated ms) */
  countingSince: number | null;
  /** when the machine began waiting to retry */
  backoff: { since: number } | null;
  /** the report on its way after the previous step */
  onItsWay: BeatDelivery | null;
}

const BEAT_SECONDS = 15;
const RETRY_MS = 5_000;

const media = (segments: readonly HeartbeatSegment[]) => segmentsSeconds(segments);

export const lectureHeartbeatModel: MachineModel<typeof lectureHeartbeatMachine, PlayerWorld> = {
  name: "lectureHeartbeatMachine",
  // one retry wait, a third of the beat: with core's growing waits (2 s … 30 s) every count of failures would be its
  // own graph state against the beat's timer; the growth is pinned by the example tests
  machine: lectureHeartbeatMachine.provide({ delays: { retryDelay: RETRY_MS } }),
  // the shortest beat; a start above 2× or mid-way is reached by the events (speed 3, play at 40)
  input: { beatSeconds: BEAT_SECONDS },
  events: [
    { type: "PLAYER.PLAY", position: 40 },
    { type: "PLAYER.PROGRESS", position: 43 },
    // a step above 5 s without a seek: a jump, not playback
    { type: "PLAYER.PROGRESS", position: 90 },
    { type: "PLAYER.SEEK", position: 41 },
    { type: "PLAYER.RATE", rate: 1.5 },
    { type: "PLAYER.RATE", rate: 3 },
    { type: "PLAYER.PAUSE" },
    { type: "PLAYER.ENDED" },
    { type: "PAGE.HIDDEN" },
    { type: "PAGE.VISIBLE" },
    { type: "xstate.done.actor.sendBeat" },
    { type: "xstate.error.actor.sendBeat", error: new Error("503") },
  ],
  simplePaths: false,
  fakes: (doubles) => ({
    implementations: { actors: { sendBeat: doubles.actor<void, BeatDelivery>("sendBeat") } },
    world: {
      playing: false,
      visible: true,
      rate: 1,
      position: 0,
      counted: 0,
      confirmed: 0,
      countingSince: null,
      backoff: null,
      onItsWay: null,
    },
  }),
  // positions and the stretches' ends make the context infinite; what the machine does next depends on these
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      rate: snapshot.context.rate,
      open:
        snapshot.context.open === null
          ? "none"
          : snapshot.context.open.to > snapshot.context.open.from
            ? "played"
            : "empty",
      unsent: snapshot.context.unsent.length > 0,
      // with one retry wait, only "failed or not" matters
      failed: snapshot.context.attempt > 0,
    }),
  invariants: (snapshot, world, doubles, { event, now }) => {
    const broken: string[] = [];
    const { context } = snapshot;
    const calls = doubles.callsOf("sendBeat");
    const wasCounting = world.playing && world.visible && world.rate <= CREDIT_RULES.maxRate;
    if (event === null) {
      world.rate = context.rate;
      world.position = context.position;
    }
    // the world's own account of what was played and counted
    switch (event?.type) {
      case "PLAYER.PLAY":
        world.playing = true;
        world.position = event.position;
        break;
      case "PLAYER.PROGRESS": {
        const step = event.position - world.position;
        if (wasCounting && step >= 0 && step <= CREDIT_RULES.maxProgressStepSeconds) world.counted += step;
        world.position = event.position;
        break;
      }
      case "PLAYER.SEEK":
        world.position = event.position;
        break;
      case "PLAYER.RATE":
        world.rate = event.rate;
        break;
      case "PLAYER.PAUSE":
      case "PLAYER.ENDED":
        world.playing = false;
        break;
      case "PAGE.HIDDEN":
        world.visible = false;
        break;
      case "PAGE.VISIBLE":
        world.visible = true;
        break;
    }
    // the answer confirms the report that was on its way (the machine may already have sent the next)
    if (event?.type.startsWith("xstate.done.actor.")) world.confirmed += media(world.onItsWay?.segments ?? []);
    const counting = world.playing && world.visible && world.rate <= CREDIT_RULES.maxRate;

    // counting exactly while the player plays, visible, at most 2×
    const inCounted = snapshot.matches({ watching: { playing: "counted" } });
    if (inCounted !== counting) broken.push(`counting ${inCounted}, the world says ${counting}`);
    if ((context.open !== null) !== inCounted) broken.push("an open stretch outside counting, or none within it");
    // nothing counted is lost or sent twice: confirmed + on its way + waiting + open = counted
    const held =
      world.confirmed +
      media(context.inFlight) +
      media(context.unsent) +
      (context.open ? context.open.to - context.open.from : 0);
    if (Math.abs(held - world.counted) > 1e-9) broken.push(`holds ${held} s of ${world.counted} s counted`);
    // one report at a time, each of counted stretches only
    // calls share the invoke id: count the ids still unanswered
    const pending = [...new Set(calls.map((call) => call.invokeId))].filter((id) => doubles.isPending(id)).length;
    if (pending > 1) broken.push(`${pending} reports on their way`);
    if (snapshot.matches({ delivery: "sending" }) !== (pending === 1))
      broken.push("sending without a report on its way, or the reverse");
    world.onItsWay = pending === 1 ? (calls.at(-1)?.input as BeatDelivery) : null;
    for (const call of calls) {
      const { segments, visible, playing } = call.input as BeatDelivery;
      if (segments.length === 0) broken.push("an empty report");
      if (!visible || !playing) broken.push("a report not marked visible and playing");
      if (segments.some((s) => s.to <= s.from || s.rate > CREDIT_RULES.maxRate))
        broken.push("a report with an empty or too fast stretch");
    }
    // flushed: once counting stops, nothing closed waits for a beat that will not come
    if (!inCounted && snapshot.matches({ delivery: "ready" }) && context.unsent.length > 0)
      broken.push("stretches left waiting while not counting");
    // a beat every beat period of counting
    if (event?.type.startsWith("xstate.after.beat.")) {
      if (world.countingSince === null || now - world.countingSince !== context.beatMs)
        broken.push(
          `a beat ${world.countingSince === null ? "without counting" : `after ${now - world.countingSince} ms`}`,
        );
      if (!snapshot.matches({ delivery: "ready" }) && context.unsent.length === 0 && context.inFlight.length === 0)
        broken.push("a beat that sent nothing");
    }
    if (!inCounted) world.countingSince = null;
    else if (world.countingSince === null || event?.type.startsWith("xstate.after.beat.")) world.countingSince = now;
    // a retry waits out the back-off
    if (event?.type.startsWith("xstate.after.retryDelay.")) {
      const expected = world.backoff ? RETRY_MS : null;
      if (world.backoff === null || now - world.backoff.since !== expected)
        broken.push(`retried after ${world.backoff ? now - world.backoff.since : "?"} ms, expected ${expected}`);
    }
    if (snapshot.matches({ delivery: "backoff" })) {
      if (world.backoff === null) world.backoff = { since: now };
    } else world.backoff = null;
    if (event?.type.startsWith("xstate.done.actor.") && context.attempt !== 0)
      broken.push("a confirmed report left the failures counted");
    return broken;
  },
};
