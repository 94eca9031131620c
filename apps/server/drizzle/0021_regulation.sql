CREATE TABLE "document_citations" (
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"raw" text NOT NULL,
	CONSTRAINT "document_citations_source_kind_source_id_kind_key_pk" PRIMARY KEY("source_kind","source_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "policy_metadata" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"doc_number" text NOT NULL,
	"doc_number_key" text,
	"title_key" text NOT NULL,
	"issuers" text[] NOT NULL,
	"issued_on" date NOT NULL,
	"effective_from" date NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_relations" (
	"from_article_id" integer NOT NULL,
	"to_article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "policy_relations_from_article_id_to_article_id_kind_pk" PRIMARY KEY("from_article_id","to_article_id","kind")
);
--> statement-breakpoint
ALTER TABLE "policy_metadata" ADD CONSTRAINT "policy_metadata_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_relations" ADD CONSTRAINT "policy_relations_from_article_id_articles_id_fk" FOREIGN KEY ("from_article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_relations" ADD CONSTRAINT "policy_relations_to_article_id_articles_id_fk" FOREIGN KEY ("to_article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_citations_key_idx" ON "document_citations" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "policy_metadata_doc_key_idx" ON "policy_metadata" USING btree ("doc_number_key");--> statement-breakpoint
CREATE INDEX "policy_metadata_title_key_idx" ON "policy_metadata" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "policy_metadata_effective_idx" ON "policy_metadata" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "policy_relations_to_idx" ON "policy_relations" USING btree ("to_article_id","kind");