import { checkPaymentStatusResponseSchema } from "@outsmart/contracts/payments";
import { apiRequest } from "~/lib/api-client";

export function checkPaymentStatus(paymentId: string) {
  return apiRequest("/functions/v1/check-payment-status", {
    method: "POST",
    body: { paymentId },
    schema: checkPaymentStatusResponseSchema,
  });
}
