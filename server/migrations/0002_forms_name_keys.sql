ALTER TABLE "assessment_forms" ADD COLUMN "employee_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD COLUMN "employee_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD COLUMN "employee_department_name" text;--> statement-breakpoint
CREATE INDEX "eip_user_idx" ON "employee_in_positions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agreements_text_trgm_idx" ON "agreements" USING gin ("title" gin_trgm_ops,"description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_company_employee_name_idx" ON "assessment_forms" USING btree ("company_id","employee_last_name","employee_first_name","id");--> statement-breakpoint
CREATE INDEX "forms_company_department_name_idx" ON "assessment_forms" USING btree ("company_id","employee_department_name","id");--> statement-breakpoint
CREATE INDEX "forms_employee_name_trgm_idx" ON "assessment_forms" USING gin (("employee_first_name" || ' ' || "employee_last_name") gin_trgm_ops,("employee_last_name" || ' ' || "employee_first_name") gin_trgm_ops);