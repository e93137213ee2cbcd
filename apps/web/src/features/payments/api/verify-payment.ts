import type { z } from "zod";
import type { verifyPaymentResponseSchema } from "@outsmart/contracts/payments";
import { apiRequest } from "~/lib/api-client";

export function verifyPayment(paymentId: string, bkashPaymentId: string) {
  return apiRequest<z.infer<typeof verifyPaymentResponseSchema>>(
    "/functions/v1/verify-bkash-payment",
    {
      method: "POST",
      body: { paymentId, bkashPaymentId },
    },
  );
}
