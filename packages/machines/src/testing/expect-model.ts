import { expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import type { MachineModel } from "./model";
import { runModel } from "./run-model";

/**
 * The model test of one machine: every generated path replays without a mismatch or broken invariant,
 * and together the paths cover 100% of its states and transitions.
 */
export function itReplaysEveryPath<TMachine extends AnyStateMachine, TWorld>(
  model: MachineModel<TMachine, TWorld>,
): void {
  it(`replays every path of ${model.name} with 100% state and transition coverage`, async () => {
    const report = await runModel(model);
    expect(report.failures).toEqual([]);
    expect(report.coverage.states.missing).toEqual([]);
    expect(report.coverage.transitions.missing).toEqual([]);
    expect(report.paths).toBeGreaterThan(0);
  });
}
