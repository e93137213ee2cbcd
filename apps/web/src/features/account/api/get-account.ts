import type { z } from "zod";
import type { accountSchema } from "@outsmart/contracts/account";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export const accountQueryKey = ["account"] as const;

export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: () => apiRequest<z.infer<typeof accountSchema>>("/api/account"),
  });
}
