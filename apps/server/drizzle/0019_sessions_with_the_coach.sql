-- Sessions with the coach (issue 20). A mail may carry a calendar invitation (METHOD:REQUEST or
-- CANCEL), delivered as the text/calendar part calendar applications import; the demo mailbox
-- keeps it for /dev/mail/{id}/invite.ics.
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "demo_mailbox" ADD COLUMN "calendar" jsonb;
