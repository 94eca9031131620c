/**
 * `pnpm --filter @taxlearn/server study-plan:fulfil` lists the open 人工定制课单 requests;
 * `pnpm --filter @taxlearn/server study-plan:fulfil <requestId> <courseId,courseId,…> [title] [weeklyHours]`
 * fulfils one with those courses in that order (the learner gets the plan and a 系统通知); the console's 定制课单
 * section does the same from the browser, with an audit row. Uses the same database
 * as the server (DATABASE_URL, else the embedded one in DATA_DIR: stop the server first).
 */
import { openDatabase } from "../src/db/database";
import { fulfilCustomRequest, fulfilFailureText } from "../src/features/study-plan/plan-fulfil";
import { openCustomRequests } from "../src/features/study-plan/plan-requests.repo";
import { openUnlessInUse, serverDataDir } from "./server-data";

const [requestId, courseIds, title = "人工定制课单", weeklyHours = "5"] = process.argv.slice(2);
const usage = "usage: study-plan:fulfil [<requestId> <courseId,courseId,…> [title] [weeklyHours 1-40]]";
if (
  (requestId !== undefined && !/^[1-9]\d*$/.test(requestId)) ||
  (requestId !== undefined && !/^\d+(,\d+)*$/.test(courseIds ?? "")) ||
  !/^([1-9]|[1-3]\d|40)$/.test(weeklyHours)
) {
  console.error(usage);
  process.exit(1);
}

const dataDir = serverDataDir();
const database = await openUnlessInUse(() =>
  openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir }),
);
try {
  if (requestId === undefined) {
    const open = await openCustomRequests(database.db);
    if (open.length === 0) console.log("no open requests");
    for (const r of open) console.log(`#${r.id} ${r.mobile ?? "-"} ${r.createdAt.toISOString()} ${r.goal} ${r.note}`);
  } else {
    const result = await fulfilCustomRequest(database.db, {
      requestId: Number(requestId),
      courseIds: courseIds!.split(",").map(Number),
      title,
      weeklyHours: Number(weeklyHours),
      now: new Date(),
    });
    if (result.ok) console.log(`request ${requestId} fulfilled: plan ${result.planId}`);
    else {
      console.error(fulfilFailureText(result, Number(requestId)));
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
