#!/usr/bin/env node
// Command line for the headless machines: list, test (model replay with coverage), paths, graph.
// The machines are TypeScript sources; tsx's loader lets Node import them directly.
import { register } from "tsx/esm/api";

register();
// `… | head` closes the pipe early; that is not an error
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
