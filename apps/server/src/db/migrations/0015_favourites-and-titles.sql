ALTER TABLE "user_generations" ADD COLUMN "favourite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_generations" ADD COLUMN "title" text;--> statement-breakpoint
CREATE INDEX "user_generations_user_favourite_created_idx" ON "user_generations" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "user_generations"."favourite";--> statement-breakpoint
ALTER TABLE "user_generations" ADD CONSTRAINT "user_generations_title_check" CHECK ("user_generations"."title" is null or char_length("user_generations"."title") between 1 and 120);