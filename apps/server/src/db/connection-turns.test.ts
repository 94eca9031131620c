import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TurnTakingPGlite } from "./connection-turns";

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
  });
});
