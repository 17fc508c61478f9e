DROP INDEX "audit_log_company_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_company_actor_idx" ON "audit_log" USING btree ("company_id","user_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_area_idx" ON "audit_log" USING btree ("company_id",split_part("action", '.', 1),"at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_action_idx" ON "audit_log" USING btree ("company_id","action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_target_idx" ON "audit_log" USING btree ("company_id","target_type","target_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at","id");