CREATE TABLE "tool_prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_prompt_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"description" text NOT NULL,
	"system_prompt" text NOT NULL,
	"model" text NOT NULL,
	"input_fields" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"saved_by" text,
	"saved_by_label" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_prompt_versions_tool_number_key" UNIQUE("tool_prompt_id","number"),
	CONSTRAINT "tool_prompt_versions_number_check" CHECK ("tool_prompt_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tool_prompt_versions" ADD CONSTRAINT "tool_prompt_versions_tool_prompt_id_tool_prompts_id_fk" FOREIGN KEY ("tool_prompt_id") REFERENCES "public"."tool_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_prompt_versions" ADD CONSTRAINT "tool_prompt_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;