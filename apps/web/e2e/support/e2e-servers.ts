import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The e2e run starts one real server per Playwright worker, each on its own port and its own freshly seeded
 * embedded database, so two spec files running side by side never see each other's writes (a withdrawn course, a
 * published article, a used SMS quota). Worker n talks to server n only. E2E_PORT is the first server's port (the
 * others follow it); E2E_WORKERS the number of workers and servers (default 2, one per core of the CI machine).
 */
export interface E2eServer {
  readonly port: number;
  readonly url: string;
  /** Wiped and re-seeded on every run; specs read it to sign organisation links with its keys. */
  readonly dataDir: string;
  /** The live ingest's own port, so the servers (and runs on other base ports) never share one. */
  readonly rtmpPort: number;
}

export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_DATA_DIR = process.env.E2E_DATA_DIR;

export function e2eServer(index: number): E2eServer {
  const port = BASE_PORT + index;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: resolve(BASE_DATA_DIR ? `${BASE_DATA_DIR}-${index}` : join(tmpdir(), `taxlearn-e2e-${port}`)),
    rtmpPort: 19351 + ((port - 3100 + 100) % 100),
  };
}

/** This worker's server: Playwright numbers a run's concurrent workers 0…workers-1 (a restarted worker keeps its slot). */
export const workerServer = (): E2eServer => e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
