import { ledgerPageSchema } from "@outsmart/contracts/credits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The user's credit ledger, newest first, a page at a time. */
export function useLedger() {
  return useInfiniteQuery({
    queryKey: ["credits", "ledger"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest(
        `/api/credits/ledger${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
        { schema: ledgerPageSchema },
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}
