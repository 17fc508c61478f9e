CREATE TYPE "public"."agreement_status" AS ENUM('new', 'in_progress', 'done', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."form_type" AS ENUM('SMPL', 'STND');--> statement-breakpoint
CREATE TYPE "public"."hipo_decision" AS ENUM('IS_HIPO', 'IS_NOT_HIPO');--> statement-breakpoint
CREATE TYPE "public"."participant_agreement" AS ENUM('AGREE', 'DISAGREE');--> statement-breakpoint
CREATE TYPE "public"."period_status" AS ENUM('draft', 'active', 'closed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('MANAGER', 'EMPLOYEE');--> statement-breakpoint
CREATE TYPE "public"."stage" AS ENUM('SELF', 'MANAGER', 'FEEDBACK', 'COMPLETE');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"action" text NOT NULL,
	"target_type" text DEFAULT '' NOT NULL,
	"target_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"plan" text DEFAULT 'standard' NOT NULL,
	"seat_limit" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "role" DEFAULT 'EMPLOYEE' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"text" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"head_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_in_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer,
	"position" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"status" "agreement_status" DEFAULT 'new' NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"self_deadline" date NOT NULL,
	"manager_deadline" date NOT NULL,
	"feedback_deadline" date NOT NULL,
	"status" "period_status" DEFAULT 'draft' NOT NULL,
	"form_type" "form_type" DEFAULT 'SMPL' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hipo_skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "values" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"reviewer_id" integer,
	"type" "form_type" DEFAULT 'SMPL' NOT NULL,
	"stage" "stage" DEFAULT 'SELF' NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"from_reviewer_id" integer,
	"to_reviewer_id" integer NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_agreement_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"self_grade" smallint,
	"self_comment" text DEFAULT '' NOT NULL,
	"manager_grade" smallint,
	"manager_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_hipo_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"hipo_skill_id" integer NOT NULL,
	"decision" "hipo_decision",
	"comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_manager_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"strengths" text DEFAULT '' NOT NULL,
	"growth_areas" text DEFAULT '' NOT NULL,
	"recommendation" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_manager_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"overall_grade" smallint,
	"final_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_participant_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"agreement" "participant_agreement",
	"comment" text DEFAULT '' NOT NULL,
	"feedback_to_manager" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"from_stage" "stage" NOT NULL,
	"to_stage" "stage" NOT NULL,
	"by_user_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_value_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"self_grade" smallint,
	"self_comment" text DEFAULT '' NOT NULL,
	"manager_grade" smallint,
	"manager_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feedback" ADD CONSTRAINT "product_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feedback" ADD CONSTRAINT "product_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_id_employee_in_positions_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD CONSTRAINT "employee_in_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD CONSTRAINT "employee_in_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD CONSTRAINT "employee_in_positions_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_in_positions" ADD CONSTRAINT "employee_in_positions_manager_id_employee_in_positions_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_history" ADD CONSTRAINT "agreement_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_history" ADD CONSTRAINT "agreement_history_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_history" ADD CONSTRAINT "agreement_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_employee_id_employee_in_positions_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD CONSTRAINT "assessment_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hipo_skills" ADD CONSTRAINT "hipo_skills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "values" ADD CONSTRAINT "values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD CONSTRAINT "assessment_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD CONSTRAINT "assessment_forms_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD CONSTRAINT "assessment_forms_employee_id_employee_in_positions_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_forms" ADD CONSTRAINT "assessment_forms_reviewer_id_employee_in_positions_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_from_reviewer_id_employee_in_positions_id_fk" FOREIGN KEY ("from_reviewer_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_to_reviewer_id_employee_in_positions_id_fk" FOREIGN KEY ("to_reviewer_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_agreement_items" ADD CONSTRAINT "form_agreement_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_agreement_items" ADD CONSTRAINT "form_agreement_items_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_agreement_items" ADD CONSTRAINT "form_agreement_items_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_hipo_items" ADD CONSTRAINT "form_hipo_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_hipo_items" ADD CONSTRAINT "form_hipo_items_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_hipo_items" ADD CONSTRAINT "form_hipo_items_hipo_skill_id_hipo_skills_id_fk" FOREIGN KEY ("hipo_skill_id") REFERENCES "public"."hipo_skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_manager_feedbacks" ADD CONSTRAINT "form_manager_feedbacks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_manager_feedbacks" ADD CONSTRAINT "form_manager_feedbacks_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_manager_grades" ADD CONSTRAINT "form_manager_grades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_manager_grades" ADD CONSTRAINT "form_manager_grades_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_participant_feedbacks" ADD CONSTRAINT "form_participant_feedbacks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_participant_feedbacks" ADD CONSTRAINT "form_participant_feedbacks_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_results" ADD CONSTRAINT "form_results_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_transitions" ADD CONSTRAINT "form_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_transitions" ADD CONSTRAINT "form_transitions_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_transitions" ADD CONSTRAINT "form_transitions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_value_items" ADD CONSTRAINT "form_value_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_value_items" ADD CONSTRAINT "form_value_items_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_value_items" ADD CONSTRAINT "form_value_items_value_id_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_company_user_uq" ON "memberships" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_feedback_company_idx" ON "product_feedback" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "departments_company_parent_idx" ON "departments" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "departments_company_head_idx" ON "departments" USING btree ("company_id","head_id");--> statement-breakpoint
CREATE INDEX "eip_company_user_idx" ON "employee_in_positions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "eip_company_department_idx" ON "employee_in_positions" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "eip_company_manager_idx" ON "employee_in_positions" USING btree ("company_id","manager_id");--> statement-breakpoint
CREATE INDEX "agreement_history_company_agreement_idx" ON "agreement_history" USING btree ("company_id","agreement_id","at");--> statement-breakpoint
CREATE INDEX "agreements_company_employee_idx" ON "agreements" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "agreements_company_period_idx" ON "agreements" USING btree ("company_id","period_id");--> statement-breakpoint
CREATE INDEX "periods_company_status_idx" ON "assessment_periods" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "periods_company_start_idx" ON "assessment_periods" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "hipo_skills_company_order_idx" ON "hipo_skills" USING btree ("company_id","order");--> statement-breakpoint
CREATE INDEX "hipo_skills_company_name_idx" ON "hipo_skills" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "values_company_order_idx" ON "values" USING btree ("company_id","order");--> statement-breakpoint
CREATE INDEX "values_company_name_idx" ON "values" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_company_period_employee_uq" ON "assessment_forms" USING btree ("company_id","period_id","employee_id");--> statement-breakpoint
CREATE INDEX "forms_company_stage_idx" ON "assessment_forms" USING btree ("company_id","stage");--> statement-breakpoint
CREATE INDEX "forms_company_reviewer_idx" ON "assessment_forms" USING btree ("company_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "forms_company_employee_idx" ON "assessment_forms" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "forms_company_updated_idx" ON "assessment_forms" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "delegations_company_form_idx" ON "delegations" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE INDEX "delegations_company_from_idx" ON "delegations" USING btree ("company_id","from_reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_agreement_items_form_agreement_uq" ON "form_agreement_items" USING btree ("form_id","agreement_id");--> statement-breakpoint
CREATE INDEX "form_agreement_items_company_form_idx" ON "form_agreement_items" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_hipo_items_form_skill_uq" ON "form_hipo_items" USING btree ("form_id","hipo_skill_id");--> statement-breakpoint
CREATE INDEX "form_hipo_items_company_form_idx" ON "form_hipo_items" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_manager_feedbacks_form_uq" ON "form_manager_feedbacks" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_manager_feedbacks_company_idx" ON "form_manager_feedbacks" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_manager_grades_form_uq" ON "form_manager_grades" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_manager_grades_company_idx" ON "form_manager_grades" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_participant_feedbacks_form_uq" ON "form_participant_feedbacks" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_participant_feedbacks_company_idx" ON "form_participant_feedbacks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "form_results_company_form_idx" ON "form_results" USING btree ("company_id","form_id");--> statement-breakpoint
CREATE INDEX "form_transitions_company_form_idx" ON "form_transitions" USING btree ("company_id","form_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_value_items_form_value_uq" ON "form_value_items" USING btree ("form_id","value_id");--> statement-breakpoint
CREATE INDEX "form_value_items_company_form_idx" ON "form_value_items" USING btree ("company_id","form_id");