CREATE TYPE "public"."one_on_one_cadence" AS ENUM('weekly', 'biweekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."one_on_one_meeting_status" AS ENUM('scheduled', 'held', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."praise_reaction" AS ENUM('like', 'heart', 'clap', 'party', 'star');--> statement-breakpoint
CREATE TABLE "one_on_one_action_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"first_meeting_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"text" text NOT NULL,
	"due_date" date,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_on_one_feeds" (
	"series_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_on_one_feeds_series_id_person_id_pk" PRIMARY KEY("series_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "one_on_one_meeting_goals" (
	"meeting_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_on_one_meeting_goals_meeting_id_goal_id_pk" PRIMARY KEY("meeting_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "one_on_one_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" "one_on_one_meeting_status" DEFAULT 'scheduled' NOT NULL,
	"shared_notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_on_one_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"discussed" boolean DEFAULT false NOT NULL,
	"carried_from_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_on_one_private_notes" (
	"meeting_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_on_one_private_notes_meeting_id_author_id_pk" PRIMARY KEY("meeting_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "one_on_one_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_on_one_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"cadence" "one_on_one_cadence" DEFAULT 'weekly' NOT NULL,
	"next_meeting_at" timestamp with time zone NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_request_people" (
	"request_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "feedback_request_people_request_id_person_id_pk" PRIMARY KEY("request_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"text" text NOT NULL,
	"shared_with_manager" boolean DEFAULT false NOT NULL,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "praise" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"text" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"hidden_by_id" integer,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "praise_reactions" (
	"praise_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"kind" "praise_reaction" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "praise_reactions_praise_id_person_id_kind_pk" PRIMARY KEY("praise_id","person_id","kind")
);
--> statement-breakpoint
CREATE TABLE "praise_recipients" (
	"praise_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "praise_recipients_praise_id_recipient_id_pk" PRIMARY KEY("praise_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "one_on_one_action_items" ADD CONSTRAINT "one_on_one_action_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_action_items" ADD CONSTRAINT "one_on_one_action_items_series_id_one_on_one_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."one_on_one_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_action_items" ADD CONSTRAINT "one_on_one_action_items_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_action_items" ADD CONSTRAINT "one_on_one_action_items_first_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("first_meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_action_items" ADD CONSTRAINT "one_on_one_action_items_owner_id_employee_in_positions_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_feeds" ADD CONSTRAINT "one_on_one_feeds_series_id_one_on_one_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."one_on_one_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_feeds" ADD CONSTRAINT "one_on_one_feeds_person_id_employee_in_positions_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meeting_goals" ADD CONSTRAINT "one_on_one_meeting_goals_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meeting_goals" ADD CONSTRAINT "one_on_one_meeting_goals_goal_id_agreements_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_meetings" ADD CONSTRAINT "one_on_one_meetings_series_id_one_on_one_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."one_on_one_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_points" ADD CONSTRAINT "one_on_one_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_points" ADD CONSTRAINT "one_on_one_points_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_points" ADD CONSTRAINT "one_on_one_points_author_id_employee_in_positions_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_points" ADD CONSTRAINT "one_on_one_points_carried_from_id_one_on_one_points_id_fk" FOREIGN KEY ("carried_from_id") REFERENCES "public"."one_on_one_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_private_notes" ADD CONSTRAINT "one_on_one_private_notes_meeting_id_one_on_one_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."one_on_one_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_private_notes" ADD CONSTRAINT "one_on_one_private_notes_author_id_employee_in_positions_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_questions" ADD CONSTRAINT "one_on_one_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_series" ADD CONSTRAINT "one_on_one_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_series" ADD CONSTRAINT "one_on_one_series_manager_id_employee_in_positions_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_series" ADD CONSTRAINT "one_on_one_series_report_id_employee_in_positions_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_on_one_series" ADD CONSTRAINT "one_on_one_series_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_people" ADD CONSTRAINT "feedback_request_people_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_people" ADD CONSTRAINT "feedback_request_people_person_id_employee_in_positions_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_request_people" ADD CONSTRAINT "feedback_request_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_requester_id_employee_in_positions_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_subject_id_employee_in_positions_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_feedback" ADD CONSTRAINT "peer_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_feedback" ADD CONSTRAINT "peer_feedback_author_id_employee_in_positions_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_feedback" ADD CONSTRAINT "peer_feedback_recipient_id_employee_in_positions_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_feedback" ADD CONSTRAINT "peer_feedback_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_author_id_employee_in_positions_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_value_id_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise" ADD CONSTRAINT "praise_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_reactions" ADD CONSTRAINT "praise_reactions_praise_id_praise_id_fk" FOREIGN KEY ("praise_id") REFERENCES "public"."praise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_reactions" ADD CONSTRAINT "praise_reactions_person_id_employee_in_positions_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_recipients" ADD CONSTRAINT "praise_recipients_praise_id_praise_id_fk" FOREIGN KEY ("praise_id") REFERENCES "public"."praise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_recipients" ADD CONSTRAINT "praise_recipients_recipient_id_employee_in_positions_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."employee_in_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praise_recipients" ADD CONSTRAINT "praise_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_on_one_action_items_meeting_idx" ON "one_on_one_action_items" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "one_on_one_action_items_owner_open_idx" ON "one_on_one_action_items" USING btree ("company_id","owner_id","due_date") WHERE not "one_on_one_action_items"."done";--> statement-breakpoint
CREATE INDEX "one_on_one_action_items_due_open_idx" ON "one_on_one_action_items" USING btree ("due_date") WHERE not "one_on_one_action_items"."done";--> statement-breakpoint
CREATE INDEX "one_on_one_action_items_series_idx" ON "one_on_one_action_items" USING btree ("series_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_on_one_feeds_token_uq" ON "one_on_one_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_on_one_meeting_goals_goal_idx" ON "one_on_one_meeting_goals" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_series_at_idx" ON "one_on_one_meetings" USING btree ("series_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_company_at_idx" ON "one_on_one_meetings" USING btree ("company_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "one_on_one_meetings_notes_trgm_idx" ON "one_on_one_meetings" USING gin ("shared_notes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "one_on_one_points_meeting_idx" ON "one_on_one_points" USING btree ("meeting_id","position","id");--> statement-breakpoint
CREATE INDEX "one_on_one_points_carried_idx" ON "one_on_one_points" USING btree ("carried_from_id");--> statement-breakpoint
CREATE INDEX "one_on_one_points_text_trgm_idx" ON "one_on_one_points" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "one_on_one_questions_company_idx" ON "one_on_one_questions" USING btree ("company_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_on_one_series_pair_uq" ON "one_on_one_series" USING btree ("company_id","manager_id","report_id");--> statement-breakpoint
CREATE INDEX "one_on_one_series_company_report_idx" ON "one_on_one_series" USING btree ("company_id","report_id");--> statement-breakpoint
CREATE INDEX "one_on_one_series_company_next_idx" ON "one_on_one_series" USING btree ("company_id","next_meeting_at");--> statement-breakpoint
CREATE INDEX "feedback_request_people_person_idx" ON "feedback_request_people" USING btree ("company_id","person_id","request_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_company_requester_idx" ON "feedback_requests" USING btree ("company_id","requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "peer_feedback_company_recipient_idx" ON "peer_feedback" USING btree ("company_id","recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "peer_feedback_company_author_idx" ON "peer_feedback" USING btree ("company_id","author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "peer_feedback_request_idx" ON "peer_feedback" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "praise_company_feed_idx" ON "praise" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "praise_company_visible_feed_idx" ON "praise" USING btree ("company_id","created_at","id") WHERE not "praise"."hidden";--> statement-breakpoint
CREATE INDEX "praise_company_value_idx" ON "praise" USING btree ("company_id","value_id");--> statement-breakpoint
CREATE INDEX "praise_author_idx" ON "praise" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "praise_reactions_person_idx" ON "praise_reactions" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "praise_recipients_person_idx" ON "praise_recipients" USING btree ("company_id","recipient_id","praise_id");