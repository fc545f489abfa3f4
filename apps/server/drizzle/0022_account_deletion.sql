ALTER TABLE "users" ADD COLUMN "delete_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
CREATE INDEX "notifications_about" ON "notifications" USING btree ("about_user_id") WHERE about_user_id is not null;