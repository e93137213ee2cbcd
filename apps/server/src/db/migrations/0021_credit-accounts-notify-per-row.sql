-- Change notices for credit_accounts updates (ADR 0018) from a row-level trigger whose WHEN clause
-- PostgreSQL checks in C, instead of a statement-level trigger with transition tables (ADR 0092).
-- Every generation's hold debits a balance; the old trigger built two transition tables and ran a
-- PL/pgSQL join on each of those statements only to find nothing to say (a balance that went down
-- is not announced). Measured on PostgreSQL 15: 1.36 → 0.94 ms per hold. The notice is the same
-- ({"table":"credit_accounts","ids":[profile id]}, after commit; PostgreSQL folds identical
-- notices of one transaction), so processes of the previous version read it unchanged during a
-- rolling restart. Inserts, deletes and truncates keep their statement-level triggers.
CREATE FUNCTION "notify_credit_account_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outsmart_cache', json_build_object(
    'table', TG_TABLE_NAME,
    'ids', json_build_array(NEW."profile_id")
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "credit_accounts_updated_notify" ON "credit_accounts";
--> statement-breakpoint
CREATE TRIGGER "credit_accounts_updated_notify" AFTER UPDATE ON "credit_accounts"
  FOR EACH ROW
  WHEN (NEW."plan" IS DISTINCT FROM OLD."plan" OR NEW."balance" > OLD."balance"
    OR NEW."profile_id" IS DISTINCT FROM OLD."profile_id")
  EXECUTE FUNCTION "notify_credit_account_row_changed"();
