ALTER TABLE "memberships" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_company_external_id_uq" ON "memberships" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_external_id_uq" ON "departments" USING btree ("company_id","external_id");