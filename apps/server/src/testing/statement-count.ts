import { vi } from "vitest";
import { TurnTakingPGlite } from "../db/connection-turns";

/** Statements run on the embedded database while `work` runs (every statement takes its turn there). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const turns = vi.spyOn(TurnTakingPGlite.prototype, "_runExclusiveQuery");
  try {
    await work();
    return turns.mock.calls.length;
  } finally {
    turns.mockRestore();
  }
}
