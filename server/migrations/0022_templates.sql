CREATE TABLE "competencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_family_id" integer,
	"name" jsonb NOT NULL,
	"name_key" text NOT NULL,
	"description" jsonb DEFAULT '{"ru":"","en":""}'::jsonb NOT NULL,
	"behaviours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_scales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"allow_not_applicable" boolean DEFAULT false NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"number" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"frozen_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"built_in" text,
	"current_version_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_template_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"department_id" integer,
	"job_family_id" integer,
	"template_id" integer NOT NULL,
	CONSTRAINT "period_template_rules_target_ck" CHECK ("period_template_rules"."department_id" is not null or "period_template_rules"."job_family_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"section_key" text NOT NULL,
	"item_key" text NOT NULL,
	"self_value" smallint,
	"self_not_applicable" boolean DEFAULT false NOT NULL,
	"self_choice" text,
	"self_text" text DEFAULT '' NOT NULL,
	"reviewer_value" smallint,
	"reviewer_not_applicable" boolean DEFAULT false NOT NULL,
	"reviewer_choice" text,
	"reviewer_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD COLUMN "job_family_id" integer;--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD COLUMN "job_level" text;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_job_family_id_job_families_id_fk" FOREIGN KEY ("job_family_id") REFERENCES "public"."job_families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_families" ADD CONSTRAINT "job_families_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_scales" ADD CONSTRAINT "rating_scales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_template_versions" ADD CONSTRAINT "review_template_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_template_versions" ADD CONSTRAINT "review_template_versions_template_id_review_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."review_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_template_versions" ADD CONSTRAINT "review_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_templates" ADD CONSTRAINT "review_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_templates" ADD CONSTRAINT "review_templates_current_version_id_review_template_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."review_template_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_template_rules" ADD CONSTRAINT "period_template_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_template_rules" ADD CONSTRAINT "period_template_rules_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_template_rules" ADD CONSTRAINT "period_template_rules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_template_rules" ADD CONSTRAINT "period_template_rules_job_family_id_job_families_id_fk" FOREIGN KEY ("job_family_id") REFERENCES "public"."job_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_template_rules" ADD CONSTRAINT "period_template_rules_template_id_review_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."review_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competencies_company_family_idx" ON "competencies" USING btree ("company_id","job_family_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "competencies_company_name_uq" ON "competencies" USING btree ("company_id","name_key");--> statement-breakpoint
CREATE INDEX "job_families_company_idx" ON "job_families" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rating_scales_company_idx" ON "rating_scales" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_scales_one_built_in_uq" ON "rating_scales" USING btree ("company_id") WHERE "rating_scales"."built_in";--> statement-breakpoint
CREATE UNIQUE INDEX "review_template_versions_number_uq" ON "review_template_versions" USING btree ("template_id","number");--> statement-breakpoint
CREATE INDEX "review_templates_company_idx" ON "review_templates" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_templates_built_in_uq" ON "review_templates" USING btree ("company_id","built_in") WHERE "review_templates"."built_in" is not null;--> statement-breakpoint
CREATE INDEX "period_template_rules_period_idx" ON "period_template_rules" USING btree ("period_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_item_uq" ON "form_answers" USING btree ("form_id","section_key","item_key");--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD CONSTRAINT "employee_in_positions_job_family_id_job_families_id_fk" FOREIGN KEY ("job_family_id") REFERENCES "public"."job_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD CONSTRAINT "assessment_periods_template_id_review_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."review_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD CONSTRAINT "assessment_forms_template_version_id_review_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."review_template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forms_template_version_idx" ON "assessment_forms" USING btree ("template_version_id");--> statement-breakpoint
-- Every company has the built-in scale (the spec's Value0..Value5) and the spec's two forms as templates, each with
-- its first version (server/src/modules/templates/builtIn.ts holds the same content; a server test compares them).
CREATE FUNCTION create_built_in_templates(company integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  template integer;
  kind text;
  version_id integer;
BEGIN
  INSERT INTO rating_scales (company_id, name, points, built_in)
    VALUES (company, '{"ru":"Шкала 0–5","en":"Scale 0–5"}'::jsonb, '[{"value":0,"label":{"ru":"Нет оценки","en":"Not graded"}},{"value":1,"label":{"ru":"Значительно ниже ожиданий","en":"Far below expectations"}},{"value":2,"label":{"ru":"Ниже ожиданий","en":"Below expectations"}},{"value":3,"label":{"ru":"Соответствует ожиданиям","en":"Meets expectations"}},{"value":4,"label":{"ru":"Выше ожиданий","en":"Above expectations"}},{"value":5,"label":{"ru":"Значительно выше ожиданий","en":"Far above expectations"}}]'::jsonb, true);
  FOREACH kind IN ARRAY ARRAY['SMPL', 'STND'] LOOP
    INSERT INTO review_templates (company_id, name, built_in)
      VALUES (company, CASE kind WHEN 'SMPL' THEN '{"ru":"Упрощённая анкета","en":"Simple form"}'::jsonb ELSE '{"ru":"Стандартная анкета","en":"Standard form"}'::jsonb END, kind)
      RETURNING id INTO template;
    INSERT INTO review_template_versions (company_id, template_id, number, sections, frozen_at)
      VALUES (company, template, 1,
        CASE kind WHEN 'SMPL' THEN '[{"key":"values","kind":"values","title":{"ru":"Ценности компании","en":"Company values"},"answeredBy":"both","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":100},{"key":"results","kind":"results","title":{"ru":"Результаты","en":"Results"},"answeredBy":"employee","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":0},{"key":"summary","kind":"manager_summary","title":{"ru":"Итог руководителя","en":"Manager summary"},"answeredBy":"reviewer","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":0}]'::jsonb ELSE '[{"key":"values","kind":"values","title":{"ru":"Ценности компании","en":"Company values"},"answeredBy":"both","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":50},{"key":"agreements","kind":"agreements","title":{"ru":"Договорённости","en":"Agreements"},"answeredBy":"both","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":50},{"key":"hipo","kind":"hipo","title":{"ru":"Навыки высокого потенциала","en":"High-potential skills"},"answeredBy":"reviewer","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":0},{"key":"results","kind":"results","title":{"ru":"Результаты","en":"Results"},"answeredBy":"employee","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":0},{"key":"summary","kind":"manager_summary","title":{"ru":"Итог руководителя","en":"Manager summary"},"answeredBy":"reviewer","visibility":{"reviewerSeesEmployeeFrom":"MANAGER","employeeSeesReviewerFrom":"FEEDBACK"},"required":true,"weight":0}]'::jsonb END, now())
      RETURNING id INTO version_id;
    UPDATE review_templates SET current_version_id = version_id WHERE id = template;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION companies_built_in_templates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM create_built_in_templates(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_built_in_templates AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_built_in_templates();
--> statement-breakpoint
SELECT create_built_in_templates(id) FROM companies ORDER BY id;
--> statement-breakpoint
-- The forms made before templates follow the built-in template of their type, which shows what they showed.
UPDATE assessment_forms f SET template_version_id = t.current_version_id
  FROM review_templates t WHERE t.company_id = f.company_id AND t.built_in = f.type::text;
