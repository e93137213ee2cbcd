CREATE TABLE "generation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generation_versions_generation_number_key" UNIQUE("generation_id","number"),
	CONSTRAINT "generation_versions_number_check" CHECK ("generation_versions"."number" >= 2),
	CONSTRAINT "generation_versions_kind_check" CHECK ("generation_versions"."kind" in ('edit')),
	CONSTRAINT "generation_versions_content_check" CHECK (char_length("generation_versions"."content") between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "generation_versions" ADD CONSTRAINT "generation_versions_generation_id_user_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."user_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_versions" ADD CONSTRAINT "generation_versions_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;