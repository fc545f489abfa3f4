-- Sessions with the coach (issue 20). A mail may carry a calendar invitation (METHOD:REQUEST or
-- CANCEL), delivered as the text/calendar part calendar applications import.
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;
