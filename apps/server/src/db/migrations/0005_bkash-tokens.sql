CREATE TABLE "bkash_tokens" (
	"id" text PRIMARY KEY DEFAULT 'bkash' NOT NULL,
	"scope" text NOT NULL,
	"id_token" text NOT NULL,
	"id_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_token_expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
