/**
 * `pnpm --filter @taxlearn/server eval:assistant`: runs the assistant's evaluation set (src/features/assistant/
 * evaluation) against a freshly seeded embedded database (or DATABASE_URL's) and prints recall@5 of retrieval and
 * the share of offline answers whose citations include an expected source.
 */
import { createServerContext } from "../src/create-server";
import { evaluateAssistant } from "../src/features/assistant/evaluation/evaluate-assistant";

const quiet = { info: () => {}, error: (message: string) => console.error(message) };
const { server, database } = await createServerContext({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: null,
  production: false,
  log: quiet,
  env: { SMS_GATEWAY: "sandbox" },
});
const started = Date.now();
const result = await evaluateAssistant(server);
const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`questions:                         ${result.questions}`);
console.log(`retrieval recall@5:                ${percent(result.recallAt5)}`);
console.log(`an expected source in the top 5:   ${percent(result.hitAt5)}`);
console.log(`answers citing an expected source: ${percent(result.citedExpected)}`);
console.log(`time per question:                 ${Math.round((Date.now() - started) / result.questions)} ms`);
for (const miss of result.misses) console.log(`miss: ${miss.question} (expected ${miss.expected.join(", ")})`);
await database.close();
