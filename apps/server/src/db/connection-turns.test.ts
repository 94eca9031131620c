import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ConnectionBacklog, TurnTakingPGlite } from "./connection-turns";

/**
 * Issues `count` statements at once and schedules one turn of the event loop (a setImmediate, the phase after the
 * sockets are read); returns the order in which they ended.
 */
async function statementsAndATurn(db: PGlite, count: number): Promise<string[]> {
  const order: string[] = [];
  const statements = Array.from({ length: count }, (_, i) =>
    db.query("select $1::int as n", [i]).then(() => order.push(`statement ${i}`)),
  );
  setImmediate(() => order.push("turn"));
  await Promise.all(statements);
  await new Promise((resolve) => setImmediate(resolve));
  return order;
}

describe("TurnTakingPGlite", () => {
  let plain: PGlite;
  let turnTaking: TurnTakingPGlite;
  beforeAll(async () => {
    plain = new PGlite();
    turnTaking = new TurnTakingPGlite();
    await Promise.all([plain.waitReady, turnTaking.waitReady]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), turnTaking?.close()]);
  });

  it("plain PGlite runs a queue of statements back to back, without a turn of the event loop between them", async () => {
    // why TurnTakingPGlite exists: no socket is read until the whole queue has run
    const order = await statementsAndATurn(plain, 6);
    expect(order.indexOf("turn")).toBe(6);
  });

  it("runs one statement per turn of the event loop, in the order they were issued", async () => {
    const order = await statementsAndATurn(turnTaking, 6);
    expect(order.indexOf("turn")).toBeLessThanOrEqual(1);
    expect(order.filter((e) => e !== "turn")).toEqual(Array.from({ length: 6 }, (_, i) => `statement ${i}`));
  });

  it("statements inside a transaction take turns too, and the transaction keeps the connection meanwhile", async () => {
    const order: string[] = [];
    const transaction = turnTaking.transaction(async (tx) => {
      for (let i = 0; i < 4; i++) {
        await tx.query("select 1");
        order.push(`in transaction ${i}`);
      }
    });
    const outside = turnTaking.query("select 1").then(() => order.push("outside"));
    setImmediate(() => order.push("turn"));
    await Promise.all([transaction, outside]);
    expect(order.indexOf("turn")).toBeLessThan(order.indexOf("in transaction 1"));
    expect(order.at(-1)).toBe("outside");
  });

  it("a failing statement hands the connection on", async () => {
    await expect(turnTaking.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    expect((await turnTaking.query<{ n: number }>("select 2 as n")).rows).toEqual([{ n: 2 }]);
    expect(turnTaking.backlog.waiting).toBe(0);
  });
});

describe("ConnectionBacklog", () => {
  it("counts the callers waiting for the connection and how long the oldest has waited", async () => {
    let now = 1_000;
    const backlog = new ConnectionBacklog(() => now);
    const db = new TurnTakingPGlite(undefined, backlog);
    await db.waitReady;
    let finish = () => {};
    try {
      let holding!: () => void;
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const transaction = db.transaction(async (tx) => {
        await tx.query("select 1");
        holding();
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      });
      await held;
      expect(backlog.waiting).toBe(0);
      expect(backlog.oldestWaitMs()).toBe(0);

      // a query reaches the connection's queue once PGlite has checked that it is ready
      const first = db.query("select 1");
      await vi.waitFor(() => expect(backlog.waiting).toBe(1));
      now += 40;
      const second = db.query("select 2");
      await vi.waitFor(() => expect(backlog.waiting).toBe(2));
      now += 80;
      // the first caller's wait, not the second's
      expect(backlog.oldestWaitMs()).toBe(120);

      finish();
      await Promise.all([transaction, first, second]);
      expect(backlog.waiting).toBe(0);
      expect(backlog.oldestWaitMs()).toBe(0);
    } finally {
      finish();
      await db.close();
    }
  });
});
