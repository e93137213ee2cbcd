import { fillPlaceholders, Param, SQL, sql, StringChunk } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

const dialect = new PgDialect();

/**
 * A statement whose SQL text drizzle builds once, from a statement written with named placeholders
 * (`sql.placeholder("name")`, or as a value of an insert builder's `.values`); each run fills them
 * in, through the columns' encoders where a placeholder stands for a column's value, and returns a
 * flat statement for any `Executor` (the database or a transaction) to run.
 *
 * For the statements on every generation's way (the credit hold; the record with the settle of its
 * hold): drizzle rebuilding a 15-column insert inside a CTE on every call was about a tenth of all a
 * generation allocated and 0.3 ms of its CPU (bench/README.md, ai-streaming; ADR 0095).
 */
export function prebuiltStatement<Input extends Record<string, unknown>>(
  statement: SQL,
): (input: Input) => SQL {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // drizzle numbers its parameters $1, $2, … in the order they appear, each once.
  const pieces = text.split(/\$\d+\b/).map((piece) => new StringChunk(piece));
  if (pieces.length !== params.length + 1)
    throw new Error(
      `A prebuilt statement has ${params.length} parameters and ${pieces.length - 1} markers.`,
    );
  const [first, ...rest] = pieces;
  return (input) => {
    const values = fillPlaceholders(params, input);
    const chunks: (StringChunk | Param)[] = [first as StringChunk];
    values.forEach((value, index) => chunks.push(new Param(value), rest[index] as StringChunk));
    return new SQL(chunks);
  };
}

/** Named placeholders checked against a statement's input type: `const value = placeholders<Input>()`. */
export function placeholders<Input extends Record<string, unknown>>() {
  return <Key extends keyof Input & string>(key: Key) => sql.placeholder(key);
}
