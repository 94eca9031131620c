import type { ContractName } from "@taxlearn/api";
import type { AdminContracts } from "@taxlearn/api/admin";
import type { ServerContext } from "../server-context";

/**
 * How much of the server one endpoint may hold at a time. PGlite is one connection and runs its queries on the
 * event loop, so a burst of one slow call (search) queued behind itself would delay every other request, /healthz
 * included. Each endpoint gets a small semaphore with a bounded wait queue; what does not fit, waits too long or
 * runs too long is answered 503 with Retry-After instead of waiting without end. A request waiting here holds
 * nothing of the database.
 */
export interface EndpointLimit {
  /** Handlers of this endpoint running at once. */
  readonly concurrent: number;
  /** Requests waiting for a free slot; one more is refused at once. */
  readonly queued: number;
  /** Longest wait for a slot before a queued request is refused. */
  readonly maxWaitMs: number;
  /**
   * Longest a handler may take before the caller gets a 503. The work itself cannot be cancelled (PGlite has no
   * statement timeout), so it keeps its slot until it really ends and the endpoint takes no more than its limit.
   */
  readonly timeoutMs: number;
  /** Seconds the 503 asks the client to wait (`Retry-After`). */
  readonly retryAfterSeconds: number;
}

export const DEFAULT_ENDPOINT_LIMIT: EndpointLimit = {
  concurrent: 16,
  queued: 64,
  maxWaitMs: 5_000,
  timeoutMs: 15_000,
  retryAfterSeconds: 2,
};

/** Limits keyed by the name of a learner or console contract, so a misspelt name fails the build. */
export type EndpointLimitsByName = Readonly<
  Partial<Record<ContractName | keyof AdminContracts, Partial<EndpointLimit>>>
>;

/** Per contract name; what is not listed takes the default. */
export const ENDPOINT_LIMITS: EndpointLimitsByName = {
  // full-text search: a distinct query is answered from memory (features/search); only a validity filter, the first
  // search after a catalogue write and hits never shown read the database (bounded statements). Six run at once,
  // below the embedded database's eight places, so a storm of searches leaves places to every other endpoint. Up to
  // 64 wait (a realistic mix at 64 connections bunches its searches), each at most 3 s, so a flood is still shed
  searchOnlineProducts: { concurrent: 6, queued: 64, maxWaitMs: 3_000, timeoutMs: 8_000, retryAfterSeconds: 3 },
  // orders are multi-step writes; paying and cancelling wait on the payment provider (up to 10 s a call, see
  // PROVIDER_TIMEOUT_MS): four of each per process at once, so a slow provider holds no more than that of the
  // server, while a burst of buyers (a course launch) waits its turn instead of being refused. A handler's time
  // limit stays above its provider calls (cancel may make two: close, then query), so a slow but answering provider
  // is not cut off mid-payment.
  orderCreate: { concurrent: 4, queued: 32 },
  orderPay: { concurrent: 4, queued: 32, maxWaitMs: 5_000, timeoutMs: 15_000, retryAfterSeconds: 3 },
  orderCancel: { concurrent: 4, queued: 32, maxWaitMs: 5_000, timeoutMs: 25_000, retryAfterSeconds: 3 },
};

/**
 * Requests of all endpoints that may be in the embedded database at once, beyond the first of each endpoint. Its
 * one connection runs one statement at a time, so more at once only lengthen the queue every other request's
 * statements wait in. Sixteen per endpoint let one learner's three lists put 48 requests ahead of everyone else;
 * four kept a bystander's call fastest during a storm but made a busy realistic mix (the soak) wait past the gates'
 * longest wait; eight did neither (docs/performance.md, decision 117).
 */
export const EMBEDDED_DATABASE_PLACES = 8;

/** The requests in one database, counted by every gate of the server (one count per database). */
export class DatabasePlaces {
  inUse = 0;
  constructor(readonly shared: number) {}
}

const placesByDatabase = new WeakMap<object, DatabasePlaces>();

/**
 * The places of the server's database when it is the embedded one; null for PostgreSQL, whose pool of connections
 * runs requests side by side, so only each endpoint's own limit counts there.
 */
export function databasePlacesOf(server: Pick<ServerContext, "db" | "dbKind">): DatabasePlaces | null {
  if (server.dbKind !== "pglite") return null;
  let places = placesByDatabase.get(server.db);
  if (!places) {
    places = new DatabasePlaces(EMBEDDED_DATABASE_PLACES);
    placesByDatabase.set(server.db, places);
  }
  return places;
}

/** The limit of one contract: the default, then `ENDPOINT_LIMITS`, then the overrides of this server. */
export function limitOf<Name extends string>(
  name: Name,
  overrides?: Readonly<Partial<Record<Name, Partial<EndpointLimit>>>>,
): EndpointLimit {
  // a mount's names are those of its own contracts; the listed ones were checked against the contracts where written
  const listed: Readonly<Partial<Record<string, Partial<EndpointLimit>>>> = ENDPOINT_LIMITS;
  return { ...DEFAULT_ENDPOINT_LIMIT, ...listed[name], ...overrides?.[name] };
}

/** A granted slot; `release` is idempotent. */
export interface Permit {
  release(): void;
}

interface Waiter {
  readonly grant: (permit: Permit | null) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * A counting semaphore with a bounded FIFO queue and a longest wait. With `places` (the embedded database), an
 * endpoint's second and further slots also need a free place of the database, so a storm of one endpoint holds no
 * more of the database than the places; its surplus waits here, holding nothing of the database, and is refused
 * (503) once the queue is full or its wait runs out. The first slot of an endpoint needs no place: every endpoint
 * keeps moving however busy the others are.
 */
export class ConcurrencyLimit {
  #active = 0;
  readonly #waiting: Waiter[] = [];

  constructor(
    readonly limit: EndpointLimit,
    private readonly places: DatabasePlaces | null = null,
  ) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** A slot is free for this endpoint now. */
  #free(): boolean {
    if (this.#active >= this.limit.concurrent) return false;
    return this.#active === 0 || this.places === null || this.places.inUse < this.places.shared;
  }

  #take(): void {
    this.#active += 1;
    if (this.places) this.places.inUse += 1;
  }

  /** A slot, or null when the queue is full or the wait ran out. */
  acquire(): Promise<Permit | null> {
    if (this.#waiting.length === 0 && this.#free()) {
      // the slot is taken now, the work starts in the next check phase: every request the server has read in this
      // turn of the event loop reaches the gate first (and the surplus is refused at once) before a query of
      // PGlite, which runs synchronously, holds the loop
      this.#take();
      return new Promise((resolve) => setImmediate(() => resolve(this.#permit())));
    }
    if (this.#waiting.length >= this.limit.queued) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          const index = this.#waiting.indexOf(waiter);
          if (index >= 0) this.#waiting.splice(index, 1);
          resolve(null);
        }, this.limit.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }

  #permit(): Permit {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#active -= 1;
        if (this.places) this.places.inUse -= 1;
        // hand the slot on in a later turn of the event loop, so requests that arrived meanwhile (and /healthz) are
        // read before the next queued query starts; a chain of microtasks would keep the loop busy until the queue
        // is empty
        setImmediate(() => this.#next());
      },
    };
  }

  #next(): void {
    while (this.#waiting.length > 0 && this.#free()) {
      const waiter = this.#waiting.shift()!;
      clearTimeout(waiter.timer);
      this.#take();
      waiter.grant(this.#permit());
    }
  }
}
