ALTER TABLE "search_documents" ADD COLUMN "terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_published_idx" ON "search_documents" USING btree ("published_at");