CREATE TABLE "user_generation_tallies" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"tool_slug" text NOT NULL,
	"generations" integer NOT NULL,
	"output_words" bigint NOT NULL,
	"last_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_generation_tallies_user_id_month_status_tool_slug_pk" PRIMARY KEY("user_id","month","status","tool_slug"),
	CONSTRAINT "user_generation_tallies_non_negative" CHECK ("user_generation_tallies"."generations" >= 0 and "user_generation_tallies"."output_words" >= 0)
);
--> statement-breakpoint
DROP INDEX "user_generations_user_tool_idx";--> statement-breakpoint
ALTER TABLE "user_generation_tallies" ADD CONSTRAINT "user_generation_tallies_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_generations_user_tool_created_idx" ON "user_generations" USING btree ("user_id","tool_slug","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);