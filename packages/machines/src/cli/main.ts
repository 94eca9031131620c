import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { allStateIds, allTransitionKeys } from "../testing/coverage";
import { generatePaths, type MachineModel } from "../testing/model";
import { findModel, models } from "../testing/registry";
import { describePath, type ModelReport, runModel } from "../testing/run-model";
import { toMermaid } from "./mermaid";

const USAGE = `taxlearn-machines <command>

  list                       the machines and their state/transition counts
  test [name] [--json file]  replay every generated path; table of coverage; non-zero exit on any failure
                             or coverage below 100%; --json writes { "passed": n, "failed": n } (paths)
  paths <name>               the generated paths as event sequences
  graph <name>               the machine as a Mermaid stateDiagram-v2`;

function modelOrExit(name: string | undefined): MachineModel {
  const model = name ? findModel(name) : undefined;
  if (!model) {
    console.error(name ? `unknown machine "${name}"; see \`list\`` : "a machine name is required");
    process.exit(2);
  }
  return model;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + " ".repeat(width - text.length);
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => pad(cell, widths[column] ?? 0)).join("  ")).join("\n");
}

function percent(covered: number, total: number): string {
  return total === 0 ? "100%" : `${Math.floor((covered / total) * 100)}%`;
}

function list(): void {
  const rows = [["machine", "states", "transitions"]];
  for (const model of models) {
    rows.push([model.name, String(allStateIds(model.machine).length), String(allTransitionKeys(model.machine).length)]);
  }
  console.log(table(rows));
}

async function test(name: string | undefined, jsonFile: string | undefined): Promise<number> {
  const selected = name ? [modelOrExit(name)] : models;
  const reports: ModelReport[] = [];
  for (const model of selected) reports.push(await runModel(model));
  const rows = [["machine", "states", "transitions", "paths", "failed", "time"]];
  for (const r of reports) {
    const { states, transitions } = r.coverage;
    rows.push([
      r.name,
      `${states.covered}/${states.total} ${percent(states.covered, states.total)}`,
      `${transitions.covered}/${transitions.total} ${percent(transitions.covered, transitions.total)}`,
      String(r.paths),
      String(r.failures.length),
      `${r.milliseconds} ms`,
    ]);
  }
  console.log(table(rows));
  for (const r of reports) {
    for (const failure of r.failures) console.error(`\n✗ ${r.name}: ${failure.path}\n  ${failure.error}`);
    if (r.coverage.states.missing.length > 0)
      console.error(`\n✗ ${r.name} states never reached: ${r.coverage.states.missing.join(", ")}`);
    if (r.coverage.transitions.missing.length > 0) {
      console.error(`\n✗ ${r.name} transitions never taken:\n  ${r.coverage.transitions.missing.join("\n  ")}`);
    }
  }
  const passed = reports.reduce((sum, r) => sum + r.passed, 0);
  const failed = reports.reduce((sum, r) => sum + r.failures.length, 0);
  const incomplete = reports.filter((r) => !r.complete).length;
  if (jsonFile) {
    // pnpm exec runs in the package folder: relative paths are relative to where the command was typed
    const base = process.env.INIT_CWD ?? process.cwd();
    writeFileSync(resolve(base, jsonFile), `${JSON.stringify({ passed, failed: failed + incomplete })}\n`);
  }
  console.log(
    `\n${passed} paths replayed, ${failed} failed; ${reports.length - incomplete}/${reports.length} machines at 100% coverage`,
  );
  return failed > 0 || incomplete > 0 ? 1 : 0;
}

function paths(name: string | undefined): void {
  const model = modelOrExit(name);
  generatePaths(model).forEach((path, index) => {
    console.log(`${String(index + 1).padStart(3)}. ${describePath(path)}`);
  });
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const jsonAt = rest.indexOf("--json");
  const jsonFile = jsonAt >= 0 ? rest[jsonAt + 1] : undefined;
  const positional = rest.filter((_, index) => jsonAt < 0 || (index !== jsonAt && index !== jsonAt + 1));
  switch (command) {
    case "list":
      list();
      return 0;
    case "test":
      return test(positional[0], jsonFile);
    case "paths":
      paths(positional[0]);
      return 0;
    case "graph":
      console.log(toMermaid(modelOrExit(positional[0]).machine));
      return 0;
    default:
      console.log(USAGE);
      return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
}
