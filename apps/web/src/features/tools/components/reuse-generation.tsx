import type { GenerationDetail } from "@outsmart/contracts/generations";
import type { ModelOption } from "@outsmart/contracts/tools";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/ui/alert";
import { apiRequest } from "~/lib/api-client";
import { generationCatalogue } from "~/lib/i18n/generation-catalogue";
import { type ReusePlan, reusePlan } from "../lib/reuse-plan";

/**
 * "Open in tool" (`/tools/:slug?from=<generation id>`): loads the generation and, once the models
 * and brand kits are known, hands the form what to fill (`onApply`, once), then says what it did.
 * Loaded only when `from` is in the address, so the tool page's first load does not carry it.
 */
export default function ReuseGeneration({
  id,
  tool,
  models,
  brandKitIds,
  ready,
  onApply,
}: {
  id: string;
  tool: { slug: string; fields: readonly string[]; writesText: boolean };
  models: readonly ModelOption[];
  brandKitIds: readonly string[] | undefined;
  /** The model list and the brand kits have loaded (or failed). */
  ready: boolean;
  onApply: (plan: ReusePlan) => void;
}) {
  const t = generationCatalogue.useMessages();
  const generation = useQuery({
    // The history's cache key for the same record (features/generations/api/get-generation.ts).
    queryKey: ["generations", "detail", id],
    queryFn: ({ signal }) =>
      apiRequest<GenerationDetail>(`/api/generations/${encodeURIComponent(id)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const data = generation.data;
  const plan = data && ready ? reusePlan(data, tool, { models, brandKitIds }, t) : undefined;
  // The form is filled once per generation, not again when the page re-renders.
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !plan || applied.current === data.id) return;
    applied.current = data.id;
    onApply(plan);
  }, [data, plan, onApply]);

  if (generation.isError)
    return (
      <Alert tone="error">
        {t.error(generation.error, t.reuseFailed)} {t.reuseStartsEmpty}
      </Alert>
    );
  if (!data || !plan)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t.reuseLoading}
      </p>
    );
  return (
    <Alert tone="info">
      <p>{t.reuseFilled(`${t.day(data.createdAt)} ${t.clock(data.createdAt)}`, data.title)}</p>
      {plan.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </Alert>
  );
}
