import { verifyPaymentResponseSchema } from "@outsmart/contracts/payments";
import { apiRequest } from "~/lib/api-client";

export function verifyPayment(paymentId: string, bkashPaymentId: string) {
  return apiRequest("/functions/v1/verify-bkash-payment", {
    method: "POST",
    body: { paymentId, bkashPaymentId },
    schema: verifyPaymentResponseSchema,
  });
}
