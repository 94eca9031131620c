import { VALIDITY } from "@taxlearn/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { articleIdsNotInForce, hasValiditySql, validitySql } from "./validity-sql.repo";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async <R>(statement: ReturnType<typeof sql>): Promise<R[]> => {
  const result = (await t.server.db.execute(statement)) as unknown as { rows?: R[] } | R[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

const idsWhere = async (condition: ReturnType<typeof sql>): Promise<number[]> =>
  (
    await rowsOf<{ id: number }>(sql`SELECT m.article_id AS id FROM policy_metadata m WHERE ${condition} ORDER BY 1`)
  ).map((row) => Number(row.id));

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("validity as conditions", () => {
  it("keeps exactly the policies whose validity (the CASE of the detail and the search filter) is asked, and those not in force, on every day a relation changes it", async () => {
    // the days a repeal or an amendment takes effect, the day before and after each, and days long before and after
    const changes = await rowsOf<{ day: string }>(sql`
      SELECT DISTINCT to_char(f.effective_from, 'YYYY-MM-DD') AS day
      FROM policy_relations r JOIN policy_metadata f ON f.article_id = r.from_article_id`);
    expect(changes.length).toBeGreaterThan(0);
    const days = new Set(["1990-01-01", "2026-11-20", "2100-01-01"]);
    for (const { day } of changes) for (const offset of [-1, 0, 1]) days.add(shiftDay(day, offset));
    for (const day of days) {
      const partition: number[] = [];
      for (const validity of VALIDITY) {
        const expected = await idsWhere(sql`${validitySql("m", day)} = ${validity}`);
        expect(await idsWhere(hasValiditySql("m", validity, day)), `${validity} on ${day}`).toEqual(expected);
        partition.push(...expected);
      }
      expect(partition.length).toBe((await idsWhere(sql`true`)).length);
      // the in-force list's complement: every entry whose validity that day is anything but in force
      expect(await idsWhere(sql`m.article_id IN ${articleIdsNotInForce(day)}`), `not in force on ${day}`).toEqual(
        await idsWhere(sql`${validitySql("m", day)} <> 'effective'`),
      );
    }
  });
});
