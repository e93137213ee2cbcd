CREATE TABLE "tool_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_slug" text NOT NULL,
	"tool_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"system_prompt" text NOT NULL,
	"model" text NOT NULL,
	"input_fields" jsonb NOT NULL,
	"seed_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_prompts_tool_slug_unique" UNIQUE("tool_slug")
);
