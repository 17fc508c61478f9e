ALTER TABLE "product_feedback" DROP CONSTRAINT "product_feedback_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "product_feedback" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_feedback" ADD CONSTRAINT "product_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_feedback_created_idx" ON "product_feedback" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_feedback_user_idx" ON "product_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_feedback_text_trgm_idx" ON "product_feedback" USING gin ("text" gin_trgm_ops);