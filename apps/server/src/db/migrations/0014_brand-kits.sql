CREATE TABLE "brand_kit_choices" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"brand_kit_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"tone" text NOT NULL,
	"tone_notes" text DEFAULT '' NOT NULL,
	"words_to_use" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"words_to_avoid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"sales_channel" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_kits_tone_check" CHECK ("brand_kits"."tone" in ('friendly', 'premium', 'playful', 'formal')),
	CONSTRAINT "brand_kits_default_language_check" CHECK ("brand_kits"."default_language" in ('en', 'bn', 'banglish'))
);
--> statement-breakpoint
ALTER TABLE "user_generations" ADD COLUMN "brand_kit_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_kit_choices" ADD CONSTRAINT "brand_kit_choices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_choices" ADD CONSTRAINT "brand_kit_choices_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_kits_owner_updated_idx" ON "brand_kits" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "user_generations" ADD CONSTRAINT "user_generations_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_generations_brand_kit_created_idx" ON "user_generations" USING btree ("brand_kit_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "user_generations"."brand_kit_id" is not null;