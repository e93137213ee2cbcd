import type { z } from "zod";
import type { createPaymentResponseSchema } from "@outsmart/contracts/payments";
import type { PackId } from "@outsmart/contracts/plans";
import { apiRequest } from "~/lib/api-client";

/** The seed's create-bkash-payment call; the server takes the price from its own catalogue. */
export function createPayment(packageType: PackId, amount: number) {
  return apiRequest<z.infer<typeof createPaymentResponseSchema>>(
    "/functions/v1/create-bkash-payment",
    {
      method: "POST",
      body: { packageType, amount },
    },
  );
}
