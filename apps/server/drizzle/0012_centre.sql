CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"category" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_user_id_category_item_id_pk" PRIMARY KEY("user_id","category","item_id")
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_list_idx" ON "favourites" USING btree ("user_id","category","created_at" DESC NULLS FIRST,"item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "footprints_user_item_day_key" ON "footprints" USING btree ("user_id","kind","item_id","day");--> statement-breakpoint
CREATE INDEX "footprints_user_list_idx" ON "footprints" USING btree ("user_id","day" DESC NULLS FIRST,"viewed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);