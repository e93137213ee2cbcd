ALTER TABLE "profiles" ADD COLUMN "output_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "interface_language" text;--> statement-breakpoint
ALTER TABLE "user_generations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_output_language_check" CHECK ("profiles"."output_language" in ('en', 'bn', 'banglish'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_interface_language_check" CHECK ("profiles"."interface_language" is null or "profiles"."interface_language" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "user_generations" ADD CONSTRAINT "user_generations_language_check" CHECK ("user_generations"."language" in ('en', 'bn', 'banglish'));