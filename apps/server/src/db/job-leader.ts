import pg from "pg";

/** Where leadership changes are reported (the server's logger, not imported: no cycle with server-context). */
export interface JobLeaderLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What runs while this process leads: `lead` starts the jobs, the function it returns stops them. */
export type LeaderJobs = () => Promise<() => Promise<void>>;

/** The session lock's key (pg_try_advisory_lock's bigint): one per database, held by the leading process. */
export const JOB_LEADER_LOCK = 7_337_001;
/** How often a process that does not lead tries to take the lock. */
export const JOB_LEADER_RETRY_MS = 2000;

/**
 * Background jobs (the transcode worker, reminders, scheduled publishing, order reconciliation) run in one process
 * of a deployment at a time. On PostgreSQL the leader holds a session advisory lock on a connection of its own;
 * the others try to take it every 2 s. A leader that dies (a kill, a crash, a lost connection) ends its session,
 * PostgreSQL releases the lock, and the next process to try takes over and starts the jobs, which pick up what the
 * dead one left (queued transcodes are rows and pg-boss jobs; reminders are claimed by rows). On the embedded
 * database there is one process: it leads at once.
 */
export class JobLeader {
  #client: pg.Client | null = null;
  #stop: (() => Promise<void>) | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  #turn: Promise<void> = Promise.resolve();

  private constructor(
    private readonly databaseUrl: string | null,
    private readonly jobs: LeaderJobs,
    private readonly log: JobLeaderLog,
    private readonly retryMs: number,
  ) {}

  static async start(options: {
    databaseUrl: string | null;
    jobs: LeaderJobs;
    log: JobLeaderLog;
    retryMs?: number;
  }): Promise<JobLeader> {
    const leader = new JobLeader(
      options.databaseUrl,
      options.jobs,
      options.log,
      options.retryMs ?? JOB_LEADER_RETRY_MS,
    );
    if (options.databaseUrl === null) await leader.#lead();
    else await leader.#serialised(() => leader.#try());
    return leader;
  }

  /** Whether this process runs the jobs now. */
  get leading(): boolean {
    return this.#stop !== null;
  }

  /** Stops the jobs (their own graceful stop) and releases the lock. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    await this.#serialised(async () => {
      await this.#resign();
      const client = this.#client;
      this.#client = null;
      await client?.end().catch(() => {});
    });
  }

  /** One change at a time: a lost connection and a retry never start or stop the jobs twice. */
  #serialised(step: () => Promise<void>): Promise<void> {
    this.#turn = this.#turn.then(step).catch((error: unknown) => {
      this.log.error("job leadership step failed", { error: String(error) });
    });
    return this.#turn;
  }

  async #lead(): Promise<void> {
    if (this.#stop || this.#closed) return;
    this.#stop = await this.jobs();
    this.log.info("background jobs run in this process (job leader)");
  }

  async #resign(): Promise<void> {
    const stop = this.#stop;
    this.#stop = null;
    if (stop) await stop();
  }

  async #try(): Promise<void> {
    if (this.#closed) return;
    try {
      if (!this.#client) this.#client = await this.#connect();
      const { rows } = await this.#client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
        JOB_LEADER_LOCK,
      ]);
      if (rows[0]?.locked) {
        await this.#lead();
        return; // held until the session ends
      }
    } catch (error) {
      this.log.error("job leadership: cannot reach the database", { error: String(error) });
      this.#dropClient();
    }
    this.#schedule();
  }

  #schedule(): void {
    if (this.#closed) return;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#serialised(() => this.#try()), this.retryMs);
    this.#retry.unref();
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl!, keepAlive: true });
    client.on("error", () => this.#lost(client));
    client.on("end", () => this.#lost(client));
    await client.connect();
    return client;
  }

  #dropClient(): void {
    const client = this.#client;
    this.#client = null;
    void client?.end().catch(() => {});
  }

  /** The lock's session is gone: another process may lead now, so this one stops its jobs and tries again. */
  #lost(client: pg.Client): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = null;
    void this.#serialised(async () => {
      if (this.#stop) this.log.error("job leadership lost with the database connection; stopping the jobs");
      await this.#resign();
      this.#schedule();
    });
  }
}
