ALTER TABLE "companies" ADD COLUMN "erase_deactivated_after_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;