DROP INDEX "lecture_transcripts_terms_idx";--> statement-breakpoint
CREATE INDEX "lecture_transcripts_terms_idx" ON "lecture_transcripts" USING gin ("terms") WITH (fastupdate=false);