CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_kind_check" CHECK ("payment_events"."kind" in ('create', 'execute', 'query', 'callback', 'refund', 'refund_status'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credits_removed" integer DEFAULT 0 NOT NULL,
	"bkash_refund_trx_id" text,
	"failure_reason" text,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_bkash_refund_trx_id_unique" UNIQUE("bkash_refund_trx_id"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_poisha" > 0),
	CONSTRAINT "payment_refunds_credits_non_negative" CHECK ("payment_refunds"."credits_removed" >= 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_sign_matches_kind";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_request_key" ON "payment_refunds" USING btree ("payment_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_one_pending_per_payment" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_refund_has_payment" CHECK ("credit_ledger"."kind" <> 'payment_refund' or "credit_ledger"."payment_id" is not null);--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('top_up', 'spend', 'refund', 'adjustment', 'payment_refund'));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_sign_matches_kind" CHECK (("credit_ledger"."kind" in ('top_up', 'refund') and "credit_ledger"."amount" > 0) or ("credit_ledger"."kind" in ('spend', 'payment_refund') and "credit_ledger"."amount" < 0) or "credit_ledger"."kind" = 'adjustment');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_poisha" >= 0 and "payments"."refunded_poisha" <= "payments"."amount_bdt" * 100);