ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "time_zone" text;