import type { z } from "zod";
import type { ledgerPageSchema } from "@outsmart/contracts/credits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The user's credit ledger, newest first, a page at a time. */
export function useLedger() {
  return useInfiniteQuery({
    queryKey: ["credits", "ledger"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest<z.infer<typeof ledgerPageSchema>>(
        `/api/credits/ledger${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
        {},
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}
