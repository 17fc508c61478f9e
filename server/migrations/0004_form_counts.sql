CREATE TABLE "form_counts" (
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"stage" "stage" NOT NULL,
	"type" "form_type" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_counts_pk" PRIMARY KEY("company_id","period_id","stage","type")
);
--> statement-breakpoint
DROP INDEX "forms_employee_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "forms_employee_name_key_trgm_idx" ON "assessment_forms" USING gin (("employee_first_name" || ' ' || "employee_last_name" || E'\n' || "employee_last_name" || ' ' || "employee_first_name") gin_trgm_ops);