import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import { observedGauge } from "../../shared/metrics";
import type { Logger } from "../../shared/runtime-types";

/** The transcode queue's name in pg-boss. */
export const TRANSCODE_QUEUE = "lecture-transcode";

/**
 * pg-boss's database adapter over the embedded PGlite (decision 099). pg-boss sends parameterised single
 * statements and, for its schema and maintenance, multi-statement scripts without parameters; PGlite's `query`
 * (extended protocol) takes the former and `exec` the latter. Both wait for the app's open transactions (PGlite's
 * transaction lock), unlike a wire connection through pglite-socket, whose messages may land inside one.
 */
export function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
    },
  };
}

/** Starts pg-boss on PostgreSQL (its own small pool) or on the embedded PGlite, and makes the transcode queue. */
export async function startLectureQueue(options: {
  databaseUrl: string | null;
  pglite: PGlite | null;
  log: Logger;
}): Promise<PgBoss> {
  const common = { schema: "pgboss", supervise: true, migrate: true } as const;
  const boss = options.databaseUrl
    ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 2 })
    : new PgBoss({ ...common, db: pgliteExecutor(options.pglite!) });
  boss.on("error", (error) => options.log.error("lecture queue error", { error: String(error) }));
  await boss.start();
  // a job whose process died is retried after it expires; a transcode that ffmpeg refused is not (the row says why)
  await boss.createQueue(TRANSCODE_QUEUE, {
    name: TRANSCODE_QUEUE,
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 3 * 3600,
  });
  observedGauge("taxlearn_job_queue_depth", "Jobs waiting in a pg-boss queue", ["queue"], async () => [
    [{ queue: "transcode" }, await boss.getQueueSize(TRANSCODE_QUEUE)],
  ]);
  return boss;
}
