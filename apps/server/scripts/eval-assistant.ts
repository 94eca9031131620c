/**
 * `pnpm --filter @taxlearn/server eval:assistant`: runs the assistant's evaluation set (src/features/assistant/
 * evaluation) against a freshly seeded embedded database (or DATABASE_URL's) and prints the answer accuracy (the
 * expected figure or rule in the answer's opening), the share citing an accepted source and how many answers to a
 * question about today's law lead with a repealed or not yet effective document. With LLM_BASE_URL, LLM_MODEL and
 * LLM_API_KEY set, the answers go through the model.
 */
import { createServerContext } from "../src/create-server";
import { evaluateAssistant } from "../src/features/assistant/evaluation/evaluate-assistant";

const quiet = { info: () => {}, error: (message: string) => console.error(message) };
const { server, database } = await createServerContext({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: null,
  production: false,
  log: quiet,
  env: { ...process.env, SMS_GATEWAY: "sandbox" },
});
const started = Date.now();
const result = await evaluateAssistant(server);
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`mode:                                ${server.assistant.llm ? "llm" : "extractive"}`);
console.log(`questions:                           ${result.questions} (${result.followUps} follow-ups)`);
console.log(`answer accuracy:                     ${percent(result.answerAccuracy)}`);
console.log(`answers citing an accepted source:   ${percent(result.citedExpected)}`);
console.log(`repealed first sources:              ${result.repealedFirst}`);
console.log(`repealed or not yet effective first: ${result.notCurrentFirst}`);
console.log(`time per question:                   ${Math.round((Date.now() - started) / result.questions)} ms`);
for (const miss of result.misses) {
  const context = miss.after.length > 0 ? ` (after ${miss.after.join(" / ")})` : "";
  console.log(`miss: ${miss.question}${context}: ${miss.why}\n      ${miss.opening}`);
}
await database.close();
