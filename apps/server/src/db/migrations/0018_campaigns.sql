CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kit_id" text NOT NULL,
	"brief_language" text NOT NULL,
	"brief" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"steps_total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('running', 'succeeded', 'partial', 'failed')),
	CONSTRAINT "campaigns_brief_language_check" CHECK ("campaigns"."brief_language" in ('en', 'bn')),
	CONSTRAINT "campaigns_steps_total_check" CHECK ("campaigns"."steps_total" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "user_generations" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_owner_created_idx" ON "campaigns" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "user_generations" ADD CONSTRAINT "user_generations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_generations_campaign_created_idx" ON "user_generations" USING btree ("campaign_id","created_at") WHERE "user_generations"."campaign_id" is not null;