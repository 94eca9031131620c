CREATE TABLE "course_list_order" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"newest" integer NOT NULL,
	"hottest" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_type" integer NOT NULL,
	"teaching_method" integer NOT NULL,
	"free" boolean NOT NULL,
	"title" text NOT NULL,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "course_list_order_newest_idx" ON "course_list_order" USING btree ("newest");--> statement-breakpoint
CREATE UNIQUE INDEX "course_list_order_hottest_idx" ON "course_list_order" USING btree ("hottest");--> statement-breakpoint
CREATE INDEX "course_list_order_category_newest_idx" ON "course_list_order" USING btree ("category_id","newest");--> statement-breakpoint
CREATE INDEX "course_list_order_category_hottest_idx" ON "course_list_order" USING btree ("category_id","hottest");--> statement-breakpoint
CREATE INDEX "course_list_order_type_newest_idx" ON "course_list_order" USING btree ("product_type","newest");--> statement-breakpoint
CREATE INDEX "course_list_order_type_hottest_idx" ON "course_list_order" USING btree ("product_type","hottest");--> statement-breakpoint
CREATE FUNCTION "course_list_order_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TRUNCATE, not DELETE: a rebuild leaves no dead rows behind (PGlite never vacuums), and its lock makes a second
  -- writer wait, then read the first one's committed courses (no duplicate places); readers wait for the commit
  TRUNCATE "course_list_order";
  INSERT INTO "course_list_order" ("course_id", "newest", "hottest", "category_id", "product_type", "teaching_method", "free", "title", "tags")
  SELECT "id",
    row_number() OVER (ORDER BY "created_at" DESC, "id"),
    row_number() OVER (ORDER BY "browse" DESC, "id"),
    "category_id", "product_type", "teaching_method", "price" = '0.00', "title", "tags"
  FROM "courses" WHERE "withdrawn_at" IS NULL
  -- stored by category, then newest: a category's rows lie together
  ORDER BY "category_id", "created_at" DESC, "id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "course_list_order_after_write" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "created_at", "browse", "category_id", "product_type", "teaching_method", "price", "title", "tags", "withdrawn_at" ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "course_list_order_rebuild"();--> statement-breakpoint
INSERT INTO "course_list_order" ("course_id", "newest", "hottest", "category_id", "product_type", "teaching_method", "free", "title", "tags")
SELECT "id",
  row_number() OVER (ORDER BY "created_at" DESC, "id"),
  row_number() OVER (ORDER BY "browse" DESC, "id"),
  "category_id", "product_type", "teaching_method", "price" = '0.00', "title", "tags"
FROM "courses" WHERE "withdrawn_at" IS NULL
  -- stored by category, then newest: a category's rows lie together
  ORDER BY "category_id", "created_at" DESC, "id";
