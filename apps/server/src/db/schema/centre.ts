import { date, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A learner's favourites (spec §2 收藏, §3 collect item). `category` is core's COLLECT_CATEGORIES (course, policy,
 * case, 课单) and says which table `item_id` names; adding twice keeps one row.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: integer("category").notNull(),
    itemId: integer("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category, t.itemId] }),
    // the centre's lists: one category of one learner, newest first
    index("favourites_user_list_idx").on(
      t.userId,
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.itemId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Footprints (spec §2 学习足迹): one row per learner, item and Beijing day, its time moved on by each later view
 * that day. `kind` is core's FOOTPRINT_KINDS (course, policy, case).
 */
export const footprints = pgTable(
  "footprints",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: integer("kind").notNull(),
    itemId: integer("item_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("footprints_user_item_day_key").on(t.userId, t.kind, t.itemId, t.day),
    // the centre's list: newest day first, latest view first within a day
    index("footprints_user_list_idx").on(
      t.userId,
      t.day.desc().nullsFirst(),
      t.viewedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
