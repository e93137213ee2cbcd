import type { z } from "zod";
import type { signInOptionsSchema } from "@outsmart/contracts/account";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** Which social sign-in buttons to show: only providers the operator configured. */
export function useSignInOptions() {
  return useQuery({
    queryKey: ["sign-in-options"],
    queryFn: () => apiRequest<z.infer<typeof signInOptionsSchema>>("/api/account/sign-in-options"),
    staleTime: Infinity,
  });
}
