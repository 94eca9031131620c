import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseSearchIndex } from "../features/search/database-search-index.repo";
import { TEST_START } from "../testing/test-server";
import { BackupRefused, backupDataDir, restoreDataDir } from "./backup";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";
import { type Database, openDatabase } from "./database";
import { seedIfEmpty } from "./seed/seed";

let root: string;
const dir = (name: string) => join(root, name);

/** What a restore must bring back: the learners, their orders and the lectures, row for row. */
async function fingerprint(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    learners: await rows(sql`select id, mobile, username, password_hash from users order by id`),
    orders: await rows(sql`select id, trade_no, user_id, amount_fen, status from orders order by id`),
    lectures: await rows(sql`select * from product_files order by 1`),
  };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "backup-test-"));
  const database = await openDatabase({ dataDir: dir("data") });
  await seedIfEmpty(database.db, (db) => new DatabaseSearchIndex(db), TEST_START);
  await database.db.execute(
    sql`insert into users (mobile, username, password_hash) values ('13900001111', '备份学员', 'scrypt$x')`,
  );
  await database.db.execute(sql`
    insert into orders (uni, trade_no, user_id, unique_id, product_kind, product_type, product_id, product_name,
      amount_fen, list_price_fen, pay_type, status, created_at, expires_at, updated_at)
    select 'backup-uni', 'BACKUP0001', id, 'backup-key', 'vip', 99, 1, '年度VIP', 19900, 19900, 1, 'paid', now(),
      now(), now() from users where mobile = '13900001111'`);
  await database.close();
  writeFileSync(join(dir("data"), "org-master.key"), "a key the organisations' secrets need");
  mkdirSync(join(dir("media"), "courses"), { recursive: true });
  writeFileSync(join(dir("media"), "courses", "cover.svg"), "<svg/>");
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backup and restore of the embedded database", () => {
  it("restores into an empty data directory with the same learners, orders and lectures, files and media", async () => {
    const original = await openDatabase({ dataDir: dir("data") });
    const before = await fingerprint(original.db);
    await original.close();
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.lectures.length).toBeGreaterThan(0);

    await backupDataDir({ dataDir: dir("data"), mediaDir: dir("media"), file: dir("site.tar.gz") });
    await restoreDataDir({
      dataDir: dir("restored"),
      mediaDir: dir("restored-media"),
      file: dir("site.tar.gz"),
      force: false,
    });

    const restored = await openDatabase({ dataDir: dir("restored") });
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(readFileSync(join(dir("restored"), "org-master.key"), "utf8")).toBe("a key the organisations' secrets need");
    expect(readFileSync(join(dir("restored-media"), "courses", "cover.svg"), "utf8")).toBe("<svg/>");
    expect(existsSync(join(dir("restored"), "server.pid"))).toBe(false);
  }, 120_000);

  it("refuses while a server holds the data directory", async () => {
    const held = lockDataDir(dir("data"));
    try {
      await expect(
        backupDataDir({ dataDir: dir("data"), mediaDir: null, file: dir("refused.tar.gz") }),
      ).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      held.release();
    }
    expect(existsSync(dir("refused.tar.gz"))).toBe(false);
  });

  it("refuses to restore over a data directory that is not empty, unless forced", async () => {
    await expect(
      restoreDataDir({ dataDir: dir("data"), mediaDir: null, file: dir("site.tar.gz"), force: false }),
    ).rejects.toBeInstanceOf(BackupRefused);
    await restoreDataDir({ dataDir: dir("data"), mediaDir: null, file: dir("site.tar.gz"), force: true });
    const database = await openDatabase({ dataDir: dir("data") });
    try {
      const counted = await database.db.execute(
        sql`select count(*)::int as n from orders where trade_no = 'BACKUP0001'`,
      );
      const [row] = (counted as unknown as { rows: Array<{ n: number }> }).rows;
      expect(row?.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);
});
