import type {
  ConsolePaymentDetail,
  ConsolePaymentPage,
  ConsolePaymentQuery,
  RefundPaymentResponse,
} from "@outsmart/contracts/console";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { actionRequest, query, useConsoleMutation, usePages } from "./console-api";

/** The console's payments API (`/api/console/payments*`, ADR 0087). */

export type PaymentFilters = Omit<ConsolePaymentQuery, "before">;

export function usePaymentList(filters: PaymentFilters) {
  return usePages(["console", "payments", filters], (before) =>
    apiRequest<ConsolePaymentPage>(`/api/console/payments${query({ ...filters, before })}`),
  );
}

export function usePayment(id: string) {
  return useQuery({
    queryKey: ["console", "payment", id],
    queryFn: () =>
      apiRequest<ConsolePaymentDetail>(`/api/console/payments/${encodeURIComponent(id)}`),
  });
}

/** "Check with bKash now". */
export function useCheckPayment(id: string) {
  return useConsoleMutation(() =>
    apiRequest<{ message: string }>(`/api/console/payments/${encodeURIComponent(id)}/query`, {
      method: "POST",
    }),
  );
}

export type RefundVariables = {
  amount: number;
  reason: string;
  /** New for each refund the operator confirms; a retry (step-up) sends the same one. */
  requestKey: string;
  refundedPoisha: number;
  code?: string;
};

export function useRefundPayment(id: string) {
  return useConsoleMutation(({ code, ...body }: RefundVariables) =>
    actionRequest<RefundPaymentResponse>(`/api/console/payments/${encodeURIComponent(id)}/refund`, {
      method: "POST",
      body,
      code,
    }),
  );
}
