import type { z } from "zod";
import type { checkPaymentStatusResponseSchema } from "@outsmart/contracts/payments";
import { apiRequest } from "~/lib/api-client";

export function checkPaymentStatus(paymentId: string) {
  return apiRequest<z.infer<typeof checkPaymentStatusResponseSchema>>(
    "/functions/v1/check-payment-status",
    {
      method: "POST",
      body: { paymentId },
    },
  );
}
