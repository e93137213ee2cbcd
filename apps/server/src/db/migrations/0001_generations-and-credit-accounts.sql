CREATE TABLE "credit_accounts" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_balance_non_negative" CHECK ("credit_accounts"."balance" >= 0),
	CONSTRAINT "credit_accounts_plan_check" CHECK ("credit_accounts"."plan" in ('free', 'starter', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "user_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool_slug" text NOT NULL,
	"model_used" text NOT NULL,
	"input_data" jsonb NOT NULL,
	"output_content" text,
	"content_type" text DEFAULT 'text' NOT NULL,
	"status" text NOT NULL,
	"error_message" text,
	"output_words" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_generations_status_check" CHECK ("user_generations"."status" in ('succeeded', 'failed', 'cancelled')),
	CONSTRAINT "user_generations_content_type_check" CHECK ("user_generations"."content_type" in ('text', 'image', 'audio', 'video', '3d'))
);
--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_generations" ADD CONSTRAINT "user_generations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_generations_user_created_idx" ON "user_generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_generations_user_tool_idx" ON "user_generations" USING btree ("user_id","tool_slug");