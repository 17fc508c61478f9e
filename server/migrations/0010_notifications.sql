CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'ru' NOT NULL,
	"mail_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"form_id" integer,
	"period_id" integer,
	"key" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"mail_to" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "reminder_days" integer[] DEFAULT '{3,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "overdue_every_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "overdue_max_times" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "escalate_after_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_periods" ADD COLUMN "self_deadline_action" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_transitions" ADD COLUMN "by_deadline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_form_id_assessment_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."assessment_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_period_id_assessment_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."assessment_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_key_uq" ON "notifications" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notifications_user_company_created_idx" ON "notifications" USING btree ("user_id","company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","company_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("next_attempt_at","id") WHERE "notifications"."mail_status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("user_id","company_id") WHERE "notifications"."mail_status" = 'digest';--> statement-breakpoint
CREATE INDEX "notifications_company_created_idx" ON "notifications" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_company_status_idx" ON "notifications" USING btree ("company_id","mail_status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_form_idx" ON "notifications" USING btree ("form_id");