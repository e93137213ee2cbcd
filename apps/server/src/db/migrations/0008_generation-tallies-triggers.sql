-- Custom SQL migration file, put your code below! --
-- Keeps user_generation_tallies equal to the totals of user_generations per user, Asia/Dhaka month,
-- status and tool (ADR 0014). Statement-level triggers with transition tables: one statement that
-- writes many generations moves the totals once, in the same transaction.
CREATE FUNCTION "user_generation_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_generation_tallies" AS t
    ("user_id", "month", "status", "tool_slug", "generations", "output_words", "last_created_at")
  SELECT "user_id", (date_trunc('month', "created_at" AT TIME ZONE 'Asia/Dhaka'))::date, "status",
         "tool_slug", count(*), sum("output_words"), max("created_at")
  FROM "added_generations"
  GROUP BY 1, 2, 3, 4
  -- A fixed order, so two statements adding to the same totals cannot deadlock.
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("user_id", "month", "status", "tool_slug") DO UPDATE
    SET "generations" = t."generations" + excluded."generations",
        "output_words" = t."output_words" + excluded."output_words",
        "last_created_at" = greatest(t."last_created_at", excluded."last_created_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_generation_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_generation_tallies" AS t
    SET "generations" = t."generations" - removed."generations",
        "output_words" = t."output_words" - removed."output_words"
  FROM (
    SELECT "user_id", (date_trunc('month', "created_at" AT TIME ZONE 'Asia/Dhaka'))::date AS "month",
           "status", "tool_slug", count(*) AS "generations", sum("output_words") AS "output_words"
    FROM "removed_generations"
    GROUP BY 1, 2, 3, 4
  ) AS removed
  WHERE t."user_id" = removed."user_id" AND t."month" = removed."month"
    AND t."status" = removed."status" AND t."tool_slug" = removed."tool_slug";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "user_generation_tallies_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_generation_tallies" AS t
    SET "generations" = t."generations" - removed."generations",
        "output_words" = t."output_words" - removed."output_words"
  FROM (
    SELECT "user_id", (date_trunc('month', "created_at" AT TIME ZONE 'Asia/Dhaka'))::date AS "month",
           "status", "tool_slug", count(*) AS "generations", sum("output_words") AS "output_words"
    FROM "removed_generations"
    GROUP BY 1, 2, 3, 4
  ) AS removed
  WHERE t."user_id" = removed."user_id" AND t."month" = removed."month"
    AND t."status" = removed."status" AND t."tool_slug" = removed."tool_slug";
  INSERT INTO "user_generation_tallies" AS t
    ("user_id", "month", "status", "tool_slug", "generations", "output_words", "last_created_at")
  SELECT "user_id", (date_trunc('month', "created_at" AT TIME ZONE 'Asia/Dhaka'))::date, "status",
         "tool_slug", count(*), sum("output_words"), max("created_at")
  FROM "added_generations"
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("user_id", "month", "status", "tool_slug") DO UPDATE
    SET "generations" = t."generations" + excluded."generations",
        "output_words" = t."output_words" + excluded."output_words",
        "last_created_at" = greatest(t."last_created_at", excluded."last_created_at");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_generations_tallies_insert" AFTER INSERT ON "user_generations"
  REFERENCING NEW TABLE AS "added_generations"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_generation_tallies_add"();
--> statement-breakpoint
CREATE TRIGGER "user_generations_tallies_delete" AFTER DELETE ON "user_generations"
  REFERENCING OLD TABLE AS "removed_generations"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_generation_tallies_remove"();
--> statement-breakpoint
CREATE TRIGGER "user_generations_tallies_update" AFTER UPDATE ON "user_generations"
  REFERENCING OLD TABLE AS "removed_generations" NEW TABLE AS "added_generations"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_generation_tallies_change"();
--> statement-breakpoint
-- Existing generations.
INSERT INTO "user_generation_tallies"
  ("user_id", "month", "status", "tool_slug", "generations", "output_words", "last_created_at")
SELECT "user_id", (date_trunc('month', "created_at" AT TIME ZONE 'Asia/Dhaka'))::date, "status",
       "tool_slug", count(*), sum("output_words"), max("created_at")
FROM "user_generations"
GROUP BY 1, 2, 3, 4;
