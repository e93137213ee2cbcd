import type { Database } from "../../db/client.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";

/** Records a run: successful ones appear in the history; failed and cancelled ones only count toward the success rate. */
export async function insertGenerationRecord(
  db: Database,
  record: {
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
  },
): Promise<string> {
  const words =
    record.contentType === "text" && record.outputContent
      ? record.outputContent.split(/\s+/).filter(Boolean).length
      : 0;
  const [row] = await db
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
  if (!row) throw new Error("generation not recorded");
  return row.id;
}
