import type { AnyStateMachine } from "xstate";
import { type Coverage, isComplete, measureCoverage } from "./coverage";
import { generatePaths, type MachineModel, type ModelPath } from "./model";
import { replayPath } from "./replay";

export interface PathFailure {
  path: string;
  error: string;
}

export interface ModelReport {
  name: string;
  paths: number;
  passed: number;
  failures: PathFailure[];
  coverage: Coverage;
  complete: boolean;
  milliseconds: number;
}

/** Readable event sequence of a path: `PAY.CONFIRM → after pollDelay → done verifyStatus {"status":"paid"}`. */
export function describePath(path: ModelPath): string {
  const events = path.steps.slice(1).map(({ event }) => {
    const { type, ...payload } = event;
    const name = type
      .replace(/^xstate\.done\.actor\.(.+)$/, "done $1")
      .replace(/^xstate\.error\.actor\.(.+)$/, "error $1")
      .replace(/^xstate\.after\.([^.]+)\..+$/, "after $1");
    const details = Object.keys(payload).length > 0 ? ` ${JSON.stringify(payload)}` : "";
    return `${name}${details}`;
  });
  const prefix = path.inputIndex === undefined ? "" : `[input ${path.inputIndex + 1}] `;
  return prefix + (events.length > 0 ? events.join(" → ") : "(initial state)");
}

/** Generates every path of the model, replays each, and measures state and transition coverage. */
export async function runModel<TMachine extends AnyStateMachine, TWorld>(
  model: MachineModel<TMachine, TWorld>,
): Promise<ModelReport> {
  const started = performance.now();
  const paths = generatePaths(model);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const failures: PathFailure[] = [];
  for (const path of paths) {
    const result = await replayPath(model, path);
    for (const id of result.coveredStates) coveredStates.add(id);
    for (const key of result.coveredTransitions) coveredTransitions.add(key);
    if (!result.ok) failures.push({ path: describePath(path), error: result.error ?? "failed" });
  }
  const coverage = measureCoverage(model.machine, coveredStates, coveredTransitions);
  return {
    name: model.name,
    paths: paths.length,
    passed: paths.length - failures.length,
    failures,
    coverage,
    complete: isComplete(coverage),
    milliseconds: Math.round(performance.now() - started),
  };
}
