import { createServer, type Server } from "node:http";
import client from "prom-client";

/**
 * The process's Prometheus instruments (prom-client's default registry), counted by the code that does the work and
 * served apart from the site on METRICS_PORT (see serveMetrics). One registry per process: test servers sharing a
 * process add to the same counters, so tests compare a counter before and after.
 */
export const metricsRegistry = client.register;

let defaultsCollected = false;
/** Process memory, CPU, event-loop lag, handles (prom-client's defaults); once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

const once = <T extends client.Metric>(name: string, make: () => T): T =>
  (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();

export const requestsTotal = once(
  "taxlearn_requests_total",
  () =>
    new client.Counter({
      name: "taxlearn_requests_total",
      help: "Contract requests answered, by contract name and envelope status",
      labelNames: ["contract", "status"] as const,
    }),
);

export const requestSeconds = once(
  "taxlearn_request_duration_seconds",
  () =>
    new client.Histogram({
      name: "taxlearn_request_duration_seconds",
      help: "Time to answer a contract request, by contract name and envelope status",
      labelNames: ["contract", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const databaseWaitSeconds = once(
  "taxlearn_database_wait_seconds",
  () =>
    new client.Histogram({
      name: "taxlearn_database_wait_seconds",
      help: "Wait for the database connection before a statement (PGlite turn) or a pooled client (PostgreSQL)",
      labelNames: ["db"] as const,
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    }),
);

export const gateWaitSeconds = once(
  "taxlearn_endpoint_gate_wait_seconds",
  () =>
    new client.Histogram({
      name: "taxlearn_endpoint_gate_wait_seconds",
      help: "Wait for an endpoint's concurrency slot (http/endpoint-limits)",
      buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 5, 10],
    }),
);

export const openSockets = once(
  "taxlearn_open_sockets",
  () =>
    new client.Gauge({
      name: "taxlearn_open_sockets",
      help: "Open authenticated WebSockets, by kind (support chat, live chat)",
      labelNames: ["kind"] as const,
    }),
);

export const paymentNotifications = once(
  "taxlearn_payment_notifications_total",
  () =>
    new client.Counter({
      name: "taxlearn_payment_notifications_total",
      help: "Payment providers' notifications, by provider and result",
      labelNames: ["provider", "result"] as const,
    }),
);

/** A gauge read when scraped (queue depths, live viewers): `read` answers label values → value. */
export function observedGauge(
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Promise<Iterable<readonly [Record<string, string>, number]>>,
): void {
  const existing = metricsRegistry.getSingleMetric(name);
  if (existing) metricsRegistry.removeSingleMetric(name);
  new client.Gauge({
    name,
    help,
    labelNames: [...labelNames],
    async collect() {
      this.reset();
      try {
        for (const [labels, value] of await read()) this.set(labels, value);
      } catch {
        // a scrape during shutdown (database closed) shows no value rather than failing the scrape
      }
    },
  });
}

export interface MetricsSettings {
  readonly port: number;
  readonly host: string;
}

/** METRICS_PORT (9464; 0 = off) and METRICS_HOST (127.0.0.1): the scrape endpoint is not on the site's port. */
export function metricsSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): MetricsSettings | null {
  const raw = env.METRICS_PORT ?? "9464";
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) throw new Error(`METRICS_PORT must be a port, got "${raw}"`);
  if (Number(raw) === 0) return null;
  return { port: Number(raw), host: env.METRICS_HOST || "127.0.0.1" };
}

/** GET /metrics in the Prometheus text format; anything else 404. Resolves once listening, with the bound port. */
export async function serveMetrics(settings: MetricsSettings): Promise<{ server: Server; port: number }> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    if (request.method !== "GET" || (request.url ?? "").split("?")[0] !== "/metrics") {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : settings.port };
}
