ALTER TABLE "tenants" ADD COLUMN "mail_from" text;--> statement-breakpoint
ALTER TABLE "demo_mailbox" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_address" text;