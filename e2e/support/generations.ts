import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../apps/server/src/db/client.ts";
import { createGeneration } from "../../apps/server/src/testing/factories.ts";

export { createGeneration };

/** `count` successful generations of one tool, one second apart ending at `newest`, in one insert. */
export async function createManyGenerations(
  database: DatabaseHandle,
  profileId: string,
  options: { count: number; toolSlug?: string; newest?: Date },
): Promise<void> {
  const newest = (options.newest ?? new Date()).toISOString();
  await database.db.execute(sql`
    insert into user_generations (user_id, tool_slug, model_used, input_data, output_content, status, output_words, created_at)
    select ${profileId}::uuid, ${options.toolSlug ?? "cta-generator"}, 'outsmart-writer', '{"offer":"Free shipping"}'::jsonb,
           'Call to action number ' || n, 'succeeded', 5, ${newest}::timestamptz - (n * interval '1 second')
    from generate_series(0, ${options.count - 1}) as n`);
}

/** "word word word …": an output of exactly `count` words. */
export const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
