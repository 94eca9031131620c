import { expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import type { MachineModel } from "./model";
import { runModel } from "./run-model";

/**
 * Vitest's 5 s default is too short for the largest model (orderPaymentMachine, some 3,400 paths, about 6 s
 * alone and more while other test files share the two cores); `pnpm machines test` keeps the overall budget.
 */
const MODEL_TEST_TIMEOUT_MS = 60_000;

/**
 * The model test of one machine: every generated path replays without a mismatch or broken invariant,
 * and together the paths cover 100% of its states and transitions.
 */
export function itReplaysEveryPath<TMachine extends AnyStateMachine, TWorld>(
  model: MachineModel<TMachine, TWorld>,
): void {
  it(
    `replays every path of ${model.name} with 100% state and transition coverage`,
    async () => {
      const report = await runModel(model);
      expect(report.failures).toEqual([]);
      expect(report.coverage.states.missing).toEqual([]);
      expect(report.coverage.transitions.missing).toEqual([]);
      expect(report.paths).toBeGreaterThan(0);
    },
    MODEL_TEST_TIMEOUT_MS,
  );
}
