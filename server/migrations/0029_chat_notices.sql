CREATE TABLE "chat_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"channel" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"telegram_token" text DEFAULT '' NOT NULL,
	"telegram_bot_username" text DEFAULT '' NOT NULL,
	"telegram_offset" bigint DEFAULT 0 NOT NULL,
	"webhook_url" text DEFAULT '' NOT NULL,
	"webhook_lang" text DEFAULT 'ru' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chat_id" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "chat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_deliveries" ADD CONSTRAINT "chat_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_deliveries" ADD CONSTRAINT "chat_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_links" ADD CONSTRAINT "telegram_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_deliveries_key_uq" ON "chat_deliveries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "chat_deliveries_pending_idx" ON "chat_deliveries" USING btree ("next_attempt_at","id") WHERE "chat_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "chat_deliveries_notification_idx" ON "chat_deliveries" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_company_user_uq" ON "telegram_links" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_links_code_uq" ON "telegram_links" USING btree ("code_hash");