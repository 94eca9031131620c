import type { Actor, AnyActorLogic, EmittedFrom, EventFromLogic, SnapshotFrom } from "xstate";

// Type-only imports of xstate: this module runs in a page's first script, and XState itself is loaded with the
// machine when the actor starts (decision 115).

type Emitted<TLogic extends AnyActorLogic> = EmittedFrom<TLogic>;

interface EmittedHandler<TLogic extends AnyActorLogic> {
  readonly type: Emitted<TLogic>["type"];
  readonly handler: (event: Emitted<TLogic>) => void;
  subscription: { unsubscribe(): void } | null;
}

export interface DeferredActorOptions<TLogic extends AnyActorLogic> {
  /** Creates the actor, unstarted: usually a dynamic import of the machine and XState, then `createActor`. */
  readonly create: () => Promise<Actor<TLogic>>;
  /**
   * Events that bring a fresh actor to the state the page already shows (e.g. a toolbar drawn collapsed on a
   * phone); sent before the events that started it.
   */
  readonly startWith?: () => readonly EventFromLogic<TLogic>[];
  /**
   * Events that bring the started machine, once it takes events, up to what the page showed while it loaded (e.g.
   * a name learned before the session machine was needed); sent before the events that waited.
   */
  readonly catchUp?: () => readonly EventFromLogic<TLogic>[];
  /**
   * Whether the started machine takes events yet: events sent before it is (e.g. while a session restores from
   * storage) wait for it, in order. Ready at once when not given.
   */
  readonly readyWhen?: (snapshot: SnapshotFrom<TLogic>) => boolean;
  /** The machine's code did not load: the events waiting for it are dropped, and the next one tries again. */
  readonly onLoadError?: (error: unknown) => void;
}

/**
 * An actor whose machine is loaded when there is something for it to do: its first event, or `start()`. Until
 * then it has no snapshot (the caller shows the machine's initial view) and events wait in order; handlers of
 * emitted events are attached before the actor starts. `stop()` returns it to not started, so a later event starts
 * a fresh actor (React's strict mode stops and restarts effects).
 */
export class DeferredActor<TLogic extends AnyActorLogic> {
  #actor: Actor<TLogic> | null = null;
  /** started and taking events; until then they wait in #pending */
  #ready = false;
  #loading = false;
  /** bumped by stop(): a load that finishes after it is discarded */
  #generation = 0;
  #pending: EventFromLogic<TLogic>[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #emittedHandlers = new Set<EmittedHandler<TLogic>>();
  readonly #waiters = new Set<{
    readonly reached: (snapshot: SnapshotFrom<TLogic>) => boolean;
    readonly resolve: () => void;
    readonly reject: (error: unknown) => void;
  }>();
  readonly #options: DeferredActorOptions<TLogic>;

  constructor(options: DeferredActorOptions<TLogic>) {
    this.#options = options;
  }

  /** The running actor's snapshot; null until it has started. */
  getSnapshot = (): SnapshotFrom<TLogic> | null => (this.#actor ? this.#actor.getSnapshot() : null);

  get started(): boolean {
    return this.#actor !== null;
  }

  /** Loads and starts the actor if it is not running or loading yet. */
  start = (): void => {
    if (this.#actor || this.#loading) return;
    this.#loading = true;
    const generation = this.#generation;
    this.#options.create().then(
      (actor) => {
        if (generation !== this.#generation) return;
        this.#loading = false;
        this.#actor = actor;
        actor.subscribe({ next: this.#notify, error: () => undefined });
        for (const entry of this.#emittedHandlers) entry.subscription = actor.on(entry.type, entry.handler);
        actor.start();
        for (const event of this.#options.startWith?.() ?? []) actor.send(event);
        this.#whenReady(actor);
        this.#notify();
      },
      (error: unknown) => {
        if (generation !== this.#generation) return;
        this.#loading = false;
        this.#pending = [];
        for (const waiter of this.#waiters) waiter.reject(error);
        this.#waiters.clear();
        this.#options.onLoadError?.(error);
      },
    );
  };

  /** Sends to the running actor, or queues the event and starts it. */
  send = (event: EventFromLogic<TLogic>): void => {
    if (this.#actor && this.#ready) {
      this.#actor.send(event);
      return;
    }
    this.#pending.push(event);
    this.start();
  };

  /** Listens to an emitted event of the actor, now or once it starts. */
  on = <TType extends Emitted<TLogic>["type"]>(
    type: TType,
    handler: (event: Extract<Emitted<TLogic>, { type: TType }>) => void,
  ): { unsubscribe(): void } => {
    const entry: EmittedHandler<TLogic> = {
      type,
      handler: handler as (event: Emitted<TLogic>) => void,
      subscription: this.#actor ? this.#actor.on(type, handler as (event: Emitted<TLogic>) => void) : null,
    };
    this.#emittedHandlers.add(entry);
    return {
      unsubscribe: () => {
        this.#emittedHandlers.delete(entry);
        entry.subscription?.unsubscribe();
      },
    };
  };

  /**
   * Resolves once the running actor's snapshot satisfies `reached` (e.g. the login an event asked for has landed);
   * rejects when the machine fails to load.
   */
  waitFor = (reached: (snapshot: SnapshotFrom<TLogic>) => boolean): Promise<void> => {
    const snapshot = this.getSnapshot();
    if (snapshot && reached(snapshot)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#waiters.add({ reached, resolve, reject });
    });
  };

  /** Calls `listener` whenever the snapshot changes (the actor starting included); returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Stops the actor (or discards a load in flight) and drops waiting events; a later event starts afresh. */
  stop = (): void => {
    this.#generation += 1;
    this.#loading = false;
    this.#pending = [];
    for (const entry of this.#emittedHandlers) {
      entry.subscription?.unsubscribe();
      entry.subscription = null;
    }
    const actor = this.#actor;
    this.#actor = null;
    this.#ready = false;
    if (actor) {
      actor.stop();
      this.#notify();
    }
  };

  /** Sends the waiting events once the machine takes them. */
  #whenReady(actor: Actor<TLogic>): void {
    const ready = this.#options.readyWhen;
    const flush = () => {
      if (actor !== this.#actor) return;
      this.#ready = true;
      for (const event of this.#options.catchUp?.() ?? []) actor.send(event);
      for (const event of this.#pending.splice(0)) actor.send(event);
    };
    if (!ready || ready(actor.getSnapshot())) {
      flush();
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      if (!ready(snapshot)) return;
      subscription.unsubscribe();
      flush();
    });
  }

  #notify = (): void => {
    const snapshot = this.getSnapshot();
    if (snapshot) {
      for (const waiter of this.#waiters) {
        if (!waiter.reached(snapshot)) continue;
        this.#waiters.delete(waiter);
        waiter.resolve();
      }
    }
    for (const listener of this.#listeners) listener();
  };
}
