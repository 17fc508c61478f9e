CREATE TABLE "review360_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"subject_row_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"question_id" integer NOT NULL,
	"grade" smallint,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review360_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review360_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"subject_row_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"added_by" integer,
	"decline_reason" text DEFAULT '' NOT NULL,
	"draft" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review360_settings" (
	"period_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"nomination_mode" text DEFAULT 'employee_proposes' NOT NULL,
	"min_reviewers" integer DEFAULT 3 NOT NULL,
	"max_reviewers" integer DEFAULT 8 NOT NULL,
	"max_requests_per_reviewer" integer DEFAULT 8 NOT NULL,
	"anonymity_threshold" integer DEFAULT 3 NOT NULL,
	"deadline" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review360_settings_threshold_ck" CHECK ("review360_settings"."anonymity_threshold" >= 2)
);
--> statement-breakpoint
CREATE TABLE "review360_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"status" text DEFAULT 'nominating' NOT NULL,
	"approved_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review360_answers" ADD CONSTRAINT "review360_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_answers" ADD CONSTRAINT "review360_answers_subject_row_id_review360_subjects_id_fk" FOREIGN KEY ("subject_row_id") REFERENCES "public"."review360_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_answers" ADD CONSTRAINT "review360_answers_question_id_review360_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."review360_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_questions" ADD CONSTRAINT "review360_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_questions" ADD CONSTRAINT "review360_questions_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_questions" ADD CONSTRAINT "review360_questions_value_id_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_requests" ADD CONSTRAINT "review360_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_requests" ADD CONSTRAINT "review360_requests_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_requests" ADD CONSTRAINT "review360_requests_subject_row_id_review360_subjects_id_fk" FOREIGN KEY ("subject_row_id") REFERENCES "public"."review360_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_requests" ADD CONSTRAINT "review360_requests_reviewer_id_employee_in_positions_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_requests" ADD CONSTRAINT "review360_requests_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_settings" ADD CONSTRAINT "review360_settings_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_settings" ADD CONSTRAINT "review360_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_subjects" ADD CONSTRAINT "review360_subjects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_subjects" ADD CONSTRAINT "review360_subjects_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_subjects" ADD CONSTRAINT "review360_subjects_subject_id_employee_in_positions_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review360_answers_subject_question_idx" ON "review360_answers" USING btree ("subject_row_id","question_id");--> statement-breakpoint
CREATE INDEX "review360_questions_period_idx" ON "review360_questions" USING btree ("period_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "review360_requests_subject_reviewer_uq" ON "review360_requests" USING btree ("subject_row_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "review360_requests_company_reviewer_idx" ON "review360_requests" USING btree ("company_id","reviewer_id","period_id");--> statement-breakpoint
CREATE INDEX "review360_requests_period_status_idx" ON "review360_requests" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "review360_settings_company_idx" ON "review360_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review360_subjects_period_subject_uq" ON "review360_subjects" USING btree ("period_id","subject_id");--> statement-breakpoint
CREATE INDEX "review360_subjects_company_period_idx" ON "review360_subjects" USING btree ("company_id","period_id","status");