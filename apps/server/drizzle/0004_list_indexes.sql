CREATE INDEX "vip_products_org_idx" ON "vip_products" USING btree ("org_id","sort");--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_browse_idx" ON "courses" USING btree ("browse" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "custom_files_published_idx" ON "custom_files" USING btree ("published_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "kedans_sort_idx" ON "kedans" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "org_login_nonces_used_idx" ON "org_login_nonces" USING btree ("used_at");