import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";

export type GenerationRecord = {
  profileId: string;
  toolSlug: string;
  modelUsed: string;
  inputData: Record<string, string>;
  status: "succeeded" | "failed" | "cancelled";
  outputContent: string | null;
  contentType: "text" | "audio";
  errorMessage: string | null;
  creditsCharged: number;
  durationMs: number;
  createdAt: Date;
};

function insertGeneration(db: Database, record: GenerationRecord) {
  const words =
    record.contentType === "text" && record.outputContent
      ? record.outputContent.split(/\s+/).filter(Boolean).length
      : 0;
  return db
    .insert(userGenerations)
    .values({
      userId: record.profileId,
      toolSlug: record.toolSlug,
      modelUsed: record.modelUsed,
      inputData: record.inputData,
      status: record.status,
      outputContent: record.outputContent,
      contentType: record.contentType,
      errorMessage: record.errorMessage,
      outputWords: words,
      creditsCharged: record.creditsCharged,
      durationMs: record.durationMs,
      createdAt: record.createdAt,
    })
    .returning({ id: userGenerations.id });
}

/** Records a run: successful ones appear in the history; failed and cancelled ones only count toward the success rate. */
export async function insertGenerationRecord(
  db: Database,
  record: GenerationRecord,
): Promise<string> {
  const [row] = await insertGeneration(db, record);
  if (!row) throw new Error("generation not recorded");
  return row.id;
}

/**
 * The same insert as a statement to embed (`… RETURNING id`), so the credits module can write the
 * record and settle its hold in one statement and one commit.
 */
export function generationRecordStatement(db: Database, record: GenerationRecord): SQL {
  return insertGeneration(db, record).getSQL();
}
