import type { Offer } from "@outsmart/contracts/offer";
import { useEffect, useState } from "react";

/**
 * GET /api/offer with one plain request (no query client, like `hasSession`): the models of each
 * tier this installation can use right now, and so which packs are on sale (ADR 0046). The public
 * pages are prerendered once for every installation, so this can only be known at run time:
 * undefined until the server answers (the pack buttons wait for it).
 */
export function useOffer(): Offer | undefined {
  const [offer, setOffer] = useState<Offer>();
  useEffect(() => {
    const controller = new AbortController();
    void fetch("/api/offer", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Offer>) : undefined))
      .then((body) => {
        if (body?.tiers && !controller.signal.aborted) setOffer(body);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return offer;
}
