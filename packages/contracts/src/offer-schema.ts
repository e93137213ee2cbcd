import { z } from "zod";
import { modelTiers } from "./models.ts";

const offeredModelSchema = z.object({ id: z.string(), name: z.string() });

/** GET /api/offer: the available models of each tier (public; `offer.ts` says what it means). */
export const offerResponseSchema = z.object({
  tiers: z.object(
    Object.fromEntries(modelTiers.map((tier) => [tier, z.array(offeredModelSchema)])) as Record<
      (typeof modelTiers)[number],
      z.ZodArray<typeof offeredModelSchema>
    >,
  ),
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;
