ALTER TABLE "articles" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- a database seeded before this column: its seeded policies and cases (the seed's id ranges; a published article
-- always takes an id after the largest) are the invented sample data set
UPDATE "articles" SET "is_sample" = true WHERE "id" BETWEEN 2001 AND 2080 OR "id" BETWEEN 2801 AND 2821 OR "id" BETWEEN 3001 AND 3060 OR "id" BETWEEN 3801 AND 3808;
