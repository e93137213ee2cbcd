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
-- Every server process rebuilds its model registry when an operator changes a provider or a model
-- (ADR 0018's notices; the registry is small, so the whole table is re-read).
CREATE TRIGGER "ai_provider_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "ai_provider_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "ai_model_settings_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "ai_model_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
