import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { prebuiltStatement } from "./prebuilt-statement.ts";
import { userGenerations } from "./schema/user-generations.ts";

const dialect = new PgDialect();

describe("prebuiltStatement", () => {
  it("runs the text built once with each call's values, through the columns' encoders", () => {
    const statement = prebuiltStatement<{
      inputData: Record<string, string>;
      createdAt: Date;
      id: string;
    }>(sql`
      with generation as (${drizzle
        .mock()
        .insert(userGenerations)
        .values({
          userId: sql.placeholder("id"),
          toolSlug: "caption-generator",
          modelUsed: "offline",
          inputData: sql.placeholder("inputData"),
          status: "succeeded",
          contentType: "text",
          language: "bn",
          createdAt: sql.placeholder("createdAt"),
        })
        .returning({ id: userGenerations.id })
        .getSQL()})
      select id from generation where ${sql.placeholder("id")}::uuid is not null`);
    const createdAt = new Date("2026-11-29T08:00:00.000Z");
    const first = dialect.sqlToQuery(
      statement({ id: "a1", inputData: { product: "ঢাকাই জামদানি" }, createdAt }),
    );
    const second = dialect.sqlToQuery(statement({ id: "b2", inputData: {}, createdAt }));
    expect(first.sql).toBe(second.sql);
    expect(first.sql).toMatch(/^\s*with generation as \(insert into "user_generations"/);
    const markers = first.sql.match(/\$\d+/g) ?? [];
    expect(markers).toEqual(first.params.map((_, index) => `$${index + 1}`));
    expect(markers).toHaveLength(9);
    // The inputs as JSON and the date as ISO text (the columns' encoders), the id twice.
    expect(first.params).toContain('{"product":"ঢাকাই জামদানি"}');
    expect(first.params).toContain("2026-11-29T08:00:00.000Z");
    expect(first.params.filter((value) => value === "a1")).toHaveLength(2);
    expect(second.params).toContain("{}");
    expect(second.params).not.toContain("a1");
  });

  it("refuses a call that leaves a placeholder without a value", () => {
    const statement = prebuiltStatement<{ id: string }>(sql`select ${sql.placeholder("id")}`);
    expect(() => statement({} as { id: string })).toThrow(/id/);
  });
});
