import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** VIP rights shown on /vip, grouped by `type` (a value of the vip_rights_type dictionary). */
export const vipRights = pgTable(
  "vip_rights",
  {
    id: integer("id").primaryKey(),
    type: integer("type").notNull(),
    name: text("name").notNull(),
    icon: text("icon").notNull(),
    description: text("description").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [index("vip_rights_sort_idx").on(t.sort, t.id)],
);

/** The VIP FAQs (/api/faqList). */
export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [index("faqs_sort_idx").on(t.sort, t.id)],
);

/** Dictionary entries (/api/dict/detailList?name=…), e.g. the vip_rights_type groups. */
export const dictEntries = pgTable(
  "dict_entries",
  {
    id: serial("id").primaryKey(),
    dictName: text("dict_name").notNull(),
    label: text("label").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [
    uniqueIndex("dict_entries_name_value_key").on(t.dictName, t.value),
    index("dict_entries_name_idx").on(t.dictName, t.sort),
  ],
);
