CREATE TYPE "public"."goal_health" AS ENUM('on_track', 'at_risk', 'off_track');--> statement-breakpoint
CREATE TYPE "public"."goal_owner_kind" AS ENUM('person', 'department', 'company');--> statement-breakpoint
CREATE TYPE "public"."goal_visibility" AS ENUM('company', 'private');--> statement-breakpoint
CREATE TYPE "public"."key_result_direction" AS ENUM('increase', 'decrease', 'reach');--> statement-breakpoint
CREATE TYPE "public"."key_result_kind" AS ENUM('metric', 'milestone');--> statement-breakpoint
CREATE TABLE "goal_check_in_values" (
	"check_in_id" integer NOT NULL,
	"key_result_id" integer NOT NULL,
	"value_before" double precision,
	"value_after" double precision,
	"done_before" boolean,
	"done_after" boolean,
	CONSTRAINT "goal_check_in_values_check_in_id_key_result_id_pk" PRIMARY KEY("check_in_id","key_result_id")
);
--> statement-breakpoint
CREATE TABLE "goal_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"health" "goal_health" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"progress_before" double precision NOT NULL,
	"progress_after" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "key_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "key_result_kind" DEFAULT 'metric' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"start_value" double precision,
	"target_value" double precision,
	"current_value" double precision,
	"direction" "key_result_direction" DEFAULT 'increase' NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_results_weight_ck" CHECK ("key_results"."weight" between 1 and 100),
	CONSTRAINT "key_results_values_ck" CHECK (("key_results"."kind" = 'milestone' and "key_results"."start_value" is null and "key_results"."target_value" is null and "key_results"."current_value" is null)
        or ("key_results"."kind" = 'metric' and "key_results"."start_value" is not null and "key_results"."target_value" is not null
          and "key_results"."current_value" is not null and "key_results"."target_value" <> "key_results"."start_value"))
);
--> statement-breakpoint
ALTER TABLE "agreements" ALTER COLUMN "employee_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "goal_check_in_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "owner_kind" "goal_owner_kind" DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "visibility" "goal_visibility" DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "health" "goal_health";--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "progress" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "last_check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goal_check_in_values" ADD CONSTRAINT "goal_check_in_values_check_in_id_goal_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."goal_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_check_in_values" ADD CONSTRAINT "goal_check_in_values_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_goal_id_agreements_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_goal_id_agreements_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_check_in_values_key_result_idx" ON "goal_check_in_values" USING btree ("key_result_id");--> statement-breakpoint
CREATE INDEX "goal_check_ins_company_goal_at_idx" ON "goal_check_ins" USING btree ("company_id","goal_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "key_results_company_goal_idx" ON "key_results" USING btree ("company_id","goal_id","position");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_parent_id_agreements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_company_parent_idx" ON "agreements" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "agreements_company_department_idx" ON "agreements" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "agreements_company_health_idx" ON "agreements" USING btree ("company_id","health");--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_owner_ck" CHECK (("agreements"."owner_kind" = 'person' and "agreements"."employee_id" is not null and "agreements"."department_id" is null)
        or ("agreements"."owner_kind" = 'department' and "agreements"."department_id" is not null and "agreements"."employee_id" is null)
        or ("agreements"."owner_kind" = 'company' and "agreements"."employee_id" is null and "agreements"."department_id" is null));--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_weight_ck" CHECK ("agreements"."weight" between 1 and 100);--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_progress_ck" CHECK ("agreements"."progress" between 0 and 1);--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_parent_ck" CHECK ("agreements"."parent_id" <> "agreements"."id");