CREATE TABLE "review360_pending_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"subject_row_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"question_id" integer NOT NULL,
	"grade" smallint,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review360_pending_answers" ADD CONSTRAINT "review360_pending_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_pending_answers" ADD CONSTRAINT "review360_pending_answers_subject_row_id_review360_subjects_id_fk" FOREIGN KEY ("subject_row_id") REFERENCES "public"."review360_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review360_pending_answers" ADD CONSTRAINT "review360_pending_answers_question_id_review360_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."review360_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review360_pending_answers_subject_idx" ON "review360_pending_answers" USING btree ("subject_row_id");