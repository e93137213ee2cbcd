CREATE TABLE "ai_model_settings" (
	"model_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_label" text
);
--> statement-breakpoint
CREATE TABLE "ai_provider_settings" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"sealed_values" text NOT NULL,
	"key_last4" text,
	"base_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_label" text
);
--> statement-breakpoint
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
--> statement-breakpoint
-- Every server process rebuilds its model registry when an operator changes a provider or a model
-- (ADR 0018's notices; the registry is small, so the whole table is re-read).
CREATE TRIGGER "ai_provider_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "ai_provider_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "ai_model_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "ai_model_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
