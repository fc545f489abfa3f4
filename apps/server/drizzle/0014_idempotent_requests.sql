CREATE TABLE "idempotent_requests" (
	"user_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"tenant_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
