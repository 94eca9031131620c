/**
 * How much sample-media generation may be asked for at once. Each job is a few seconds of ffmpeg on cores that also
 * serve requests, and any visitor may ask for any free lecture's files: without a bound, one script walking all 775
 * lectures queues most of an hour of work and every later learner waits behind it.
 */
export interface SampleQueueLimits {
  /** Jobs that may wait behind the one running; one more distinct lecture is refused at once (503). */
  readonly waiting: number;
  /** Jobs (running or waiting) one client may have asked for, so no one client holds every place. */
  readonly perClient: number;
  /** Seconds the 503 asks the player to wait (`Retry-After`): about one or two jobs. */
  readonly retryAfterSeconds: number;
}

export const SAMPLE_QUEUE_LIMITS: SampleQueueLimits = { waiting: 4, perClient: 2, retryAfterSeconds: 10 };

/**
 * SAMPLE_MEDIA_WAITING (0–64) overrides `waiting` and SAMPLE_MEDIA_PER_CLIENT (1–64) `perClient`; anything else keeps
 * the defaults. A browser test run, where every page is the same client, raises both.
 */
export function sampleQueueLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): SampleQueueLimits {
  const waiting = boundedWhole(env.SAMPLE_MEDIA_WAITING, 0, 64) ?? SAMPLE_QUEUE_LIMITS.waiting;
  const perClient = boundedWhole(env.SAMPLE_MEDIA_PER_CLIENT, 1, 64) ?? SAMPLE_QUEUE_LIMITS.perClient;
  return { ...SAMPLE_QUEUE_LIMITS, waiting, perClient };
}

function boundedWhole(raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

export type Admission<T> =
  | { readonly admitted: true; readonly done: Promise<T> }
  | { readonly admitted: false; readonly retryAfterSeconds: number };

interface Job<T> {
  readonly client: string;
  done: Promise<T>;
}

/**
 * One job at a time, in arrival order, with a bounded number waiting. A request for a key already queued or running
 * joins that job and takes no place; a new key is refused when the queue is full or its client already has
 * `perClient` jobs in it.
 */
export class SampleMediaQueue<T> {
  private readonly jobs = new Map<string, Job<T>>();
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly limits: SampleQueueLimits) {}

  /** Jobs running or waiting now. */
  get size(): number {
    return this.jobs.size;
  }

  admit(key: string, client: string, run: () => Promise<T>): Admission<T> {
    const existing = this.jobs.get(key);
    if (existing) return { admitted: true, done: existing.done };
    let ofClient = 0;
    for (const job of this.jobs.values()) if (job.client === client) ofClient++;
    // the running job (the first in the map) holds no waiting place
    if (this.jobs.size >= 1 + this.limits.waiting || ofClient >= this.limits.perClient)
      return { admitted: false, retryAfterSeconds: this.limits.retryAfterSeconds };
    const job: Job<T> = { client, done: this.tail.then(run) };
    this.tail = job.done.catch(() => undefined);
    this.jobs.set(key, job);
    // a failed job is tried again by the next request (a tool may have been installed since)
    const leave = () => {
      if (this.jobs.get(key) === job) this.jobs.delete(key);
    };
    job.done.then(leave, leave);
    return { admitted: true, done: job.done };
  }
}
