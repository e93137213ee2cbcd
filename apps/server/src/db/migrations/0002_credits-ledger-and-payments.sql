CREATE TABLE "credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"profile_id" uuid,
	"account_ref" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"payment_id" uuid,
	"reservation_id" uuid,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('top_up', 'spend', 'refund', 'adjustment')),
	CONSTRAINT "credit_ledger_amount_non_zero" CHECK ("credit_ledger"."amount" <> 0),
	CONSTRAINT "credit_ledger_balance_after_non_negative" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_sign_matches_kind" CHECK (("credit_ledger"."kind" in ('top_up', 'refund') and "credit_ledger"."amount" > 0) or ("credit_ledger"."kind" = 'spend' and "credit_ledger"."amount" < 0) or "credit_ledger"."kind" = 'adjustment'),
	CONSTRAINT "credit_ledger_top_up_has_payment" CHECK ("credit_ledger"."kind" <> 'top_up' or "credit_ledger"."payment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "credit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	"daily_slot_day" date,
	"tool_slug" text NOT NULL,
	"model_id" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"generation_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "credit_reservations_status_check" CHECK ("credit_reservations"."status" in ('held', 'settled', 'released')),
	CONSTRAINT "credit_reservations_credits_non_negative" CHECK ("credit_reservations"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_generation_usage" (
	"profile_id" uuid NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_generation_usage_profile_id_day_pk" PRIMARY KEY("profile_id","day"),
	CONSTRAINT "daily_generation_usage_used_non_negative" CHECK ("daily_generation_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid,
	"account_ref" uuid NOT NULL,
	"pack_id" text NOT NULL,
	"amount_bdt" integer NOT NULL,
	"credits" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_number" text NOT NULL,
	"bkash_payment_id" text,
	"bkash_trx_id" text,
	"provider_status" text,
	"failure_reason" text,
	"payer_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "payments_bkash_payment_id_unique" UNIQUE("bkash_payment_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payments_pack_check" CHECK ("payments"."pack_id" in ('starter', 'pro')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_bdt" > 0 and "payments"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reservation_id_credit_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."credit_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_generation_usage" ADD CONSTRAINT "daily_generation_usage_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_account_created_idx" ON "credit_ledger" USING btree ("account_ref","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_top_up_per_payment" ON "credit_ledger" USING btree ("payment_id") WHERE "credit_ledger"."kind" = 'top_up';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_entry_per_reservation_kind" ON "credit_ledger" USING btree ("reservation_id","kind") WHERE "credit_ledger"."reservation_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_reservations_held_expiry_idx" ON "credit_reservations" USING btree ("expires_at") WHERE "credit_reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "payments_profile_created_idx" ON "payments" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'pending';