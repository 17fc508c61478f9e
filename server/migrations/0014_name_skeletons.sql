ALTER TABLE "departments" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "hipo_skills" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
ALTER TABLE "values" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_parent_name_skeleton_uq" ON "departments" USING btree ("company_id",coalesce("parent_id", 0),"name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_company_name_skeleton_uq" ON "assessment_periods" USING btree ("company_id","name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "hipo_skills_company_name_skeleton_uq" ON "hipo_skills" USING btree ("company_id","name_skeleton");--> statement-breakpoint
CREATE UNIQUE INDEX "values_company_name_skeleton_uq" ON "values" USING btree ("company_id","name_skeleton");