-- Tells every server process when rows it may hold in memory change (ADR 0018): sessions and users
-- (the signed-in viewer cache), credit_accounts (the plan and balance the engine checks before a
-- generation) and tool_prompts (the tool configuration cache). Statement-level
-- triggers send one notification per statement on channel "outsmart_cache", after commit, with the
-- changed rows' ids, or without ids ("drop everything from this table") when there are more than
-- fit in a notification or the table was truncated. Inserts need no notice: nothing can be cached
-- for a row that did not exist.
CREATE FUNCTION "notify_cache_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids json;
  changed_count integer;
BEGIN
  SELECT count(*), json_agg(DISTINCT "id") INTO changed_count, changed_ids FROM "changed_rows";
  IF changed_count > 0 THEN
    PERFORM pg_notify('outsmart_cache', json_build_object(
      'table', TG_TABLE_NAME,
      'ids', CASE WHEN changed_count <= 100 THEN changed_ids END
    )::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Credit accounts change on every charge; only what can make a cached copy wrongly refuse or
-- wrongly allow matters: a new or deleted account, a plan change, a balance that went up. (A
-- cached balance that is too high only lets the model start early; the hold itself decides.)
CREATE FUNCTION "notify_credit_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids json;
  changed_count integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT count(*), json_agg(DISTINCT n."profile_id") INTO changed_count, changed_ids
    FROM "new_rows" n JOIN "old_rows" o USING ("profile_id")
    WHERE n."plan" IS DISTINCT FROM o."plan" OR n."balance" > o."balance";
  ELSE
    SELECT count(*), json_agg(DISTINCT "profile_id") INTO changed_count, changed_ids
    FROM "changed_rows";
  END IF;
  IF changed_count > 0 THEN
    PERFORM pg_notify('outsmart_cache', json_build_object(
      'table', TG_TABLE_NAME,
      'ids', CASE WHEN changed_count <= 100 THEN changed_ids END
    )::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_cache_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outsmart_cache', json_build_object('table', TG_TABLE_NAME, 'ids', NULL)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_updated_notify" AFTER UPDATE ON "sessions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_cache_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_notify" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_cache_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated_notify" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_updated_notify" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_cache_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_cache_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated_notify" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_inserted_notify" AFTER INSERT ON "credit_accounts"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_credit_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_updated_notify" AFTER UPDATE ON "credit_accounts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_credit_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_deleted_notify" AFTER DELETE ON "credit_accounts"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_credit_accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_truncated_notify" AFTER TRUNCATE ON "credit_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "tool_prompts_changed_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "tool_prompts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_cache_table_changed"();
