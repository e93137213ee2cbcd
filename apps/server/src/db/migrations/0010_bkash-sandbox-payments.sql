CREATE TABLE "bkash_sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"trx_id" text,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bkash_sandbox_payments_trx_id_idx" ON "bkash_sandbox_payments" USING btree ("trx_id") WHERE "bkash_sandbox_payments"."trx_id" is not null;