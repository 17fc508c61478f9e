CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops,("first_name" || ' ' || "last_name") gin_trgm_ops,("last_name" || ' ' || "first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "form_hipo_items_skill_idx" ON "form_hipo_items" USING btree ("hipo_skill_id");--> statement-breakpoint
CREATE INDEX "form_value_items_value_idx" ON "form_value_items" USING btree ("value_id");