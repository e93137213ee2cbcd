import type { z } from "zod";
import type { paymentListSchema } from "@outsmart/contracts/payments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export function usePayments() {
  return useQuery({
    queryKey: ["payments"],
    queryFn: () => apiRequest<z.infer<typeof paymentListSchema>>("/api/payments"),
  });
}
