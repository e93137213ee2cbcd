import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { aiModelSettings } from "../../db/schema/ai-model-settings.ts";
import { aiProviderSettings } from "../../db/schema/ai-provider-settings.ts";

/** `ai_provider_settings` and `ai_model_settings`: our only SQL on them. */

export type ProviderSettingsRow = typeof aiProviderSettings.$inferSelect;
export type ModelSettingsRow = typeof aiModelSettings.$inferSelect;

export async function listProviderSettings(db: Executor): Promise<ProviderSettingsRow[]> {
  return await db.select().from(aiProviderSettings);
}

export async function listModelSettings(db: Executor): Promise<ModelSettingsRow[]> {
  return await db.select().from(aiModelSettings);
}

export async function findProviderSettingsForUpdate(
  tx: Executor,
  providerId: string,
): Promise<ProviderSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(aiProviderSettings)
    .where(eq(aiProviderSettings.providerId, providerId))
    .for("update");
  return row;
}

export async function saveProviderSettings(
  tx: Executor,
  row: Omit<ProviderSettingsRow, "updatedAt"> & { updatedAt: Date },
): Promise<void> {
  const { providerId: _providerId, ...values } = row;
  await tx
    .insert(aiProviderSettings)
    .values(row)
    .onConflictDoUpdate({ target: aiProviderSettings.providerId, set: values });
}

export async function deleteProviderSettings(tx: Executor, providerId: string): Promise<boolean> {
  const deleted = await tx
    .delete(aiProviderSettings)
    .where(eq(aiProviderSettings.providerId, providerId))
    .returning({ providerId: aiProviderSettings.providerId });
  return deleted.length > 0;
}

export async function findModelSettingsForUpdate(
  tx: Executor,
  modelId: string,
): Promise<ModelSettingsRow | undefined> {
  const [row] = await tx
    .select()
    .from(aiModelSettings)
    .where(eq(aiModelSettings.modelId, modelId))
    .for("update");
  return row;
}

export async function saveModelSettings(
  tx: Executor,
  row: {
    modelId: string;
    settings: Record<string, unknown>;
    updatedAt: Date;
    updatedByLabel: string;
  },
): Promise<void> {
  const { modelId: _modelId, ...values } = row;
  await tx
    .insert(aiModelSettings)
    .values(row)
    .onConflictDoUpdate({ target: aiModelSettings.modelId, set: values });
}

export async function deleteModelSettings(tx: Executor, modelId: string): Promise<boolean> {
  const deleted = await tx
    .delete(aiModelSettings)
    .where(eq(aiModelSettings.modelId, modelId))
    .returning({ modelId: aiModelSettings.modelId });
  return deleted.length > 0;
}
