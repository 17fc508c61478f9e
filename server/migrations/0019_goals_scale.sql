DROP INDEX "agreements_company_parent_idx";--> statement-breakpoint
DROP INDEX "agreements_company_health_idx";--> statement-breakpoint
CREATE INDEX "agreements_company_parent_id_idx" ON "agreements" USING btree ("company_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "agreements_company_health_id_idx" ON "agreements" USING btree ("company_id","health","id");