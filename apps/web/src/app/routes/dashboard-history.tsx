import { isOutputLanguage, type OutputLanguage } from "@outsmart/contracts/output-language-list";
import { RefreshCw } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useBrandKits } from "~/features/brands/api/get-brand-kits";
import { useRefreshGenerations } from "~/features/generations/api/get-generations";
import { GenerationHistory } from "~/features/generations/components/generation-history";
import { HistoryFilters } from "~/features/generations/components/history-filters";
import { HistoryStatCards } from "~/features/generations/components/generation-stat-cards";
import { useIsFetching } from "@tanstack/react-query";
import { historyCatalogue } from "~/features/generations/i18n/history-catalogue";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";

export function meta() {
  return [{ title: "Generation History · Outsmart" }];
}

/**
 * The seed's history page; the tool, language, brand-kit and favourites filters and the search live
 * in the URL (?tool=…&language=…&brand_kit=…&favourite=true&q=…).
 */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const h = historyCatalogue.useMessages();
  usePageTitle(`${h.title} · Outsmart`);
  const { language: interfaceLanguage } = useInterfaceLanguage();
  const tool = params.get("tool") ?? "";
  const q = params.get("q") ?? "";
  const favourite = params.get("favourite") === "true";
  const languageParam = params.get("language");
  const language: OutputLanguage | "" = isOutputLanguage(languageParam) ? languageParam : "";
  const brandKits = useBrandKits();
  // A kit deleted since the link was made is not a filter (the server would answer 404).
  const brandKitParam = params.get("brand_kit") ?? "";
  const brandKit =
    brandKits.data && !brandKits.data.brandKits.some((kit) => kit.id === brandKitParam)
      ? ""
      : brandKitParam;
  const refresh = useRefreshGenerations();
  const refreshing = useIsFetching({ queryKey: ["generations"] }) > 0;

  const setParam = useCallback(
    (name: "tool" | "q" | "language" | "brand_kit" | "favourite", value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setTool = useCallback((value: string) => setParam("tool", value), [setParam]);
  const setQuery = useCallback((value: string) => setParam("q", value), [setParam]);
  const setLanguage = useCallback((value: string) => setParam("language", value), [setParam]);
  const setBrandKit = useCallback((value: string) => setParam("brand_kit", value), [setParam]);
  const setFavourite = useCallback(
    (value: boolean) => setParam("favourite", value ? "true" : ""),
    [setParam],
  );

  return (
    <main
      lang={interfaceLanguage}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {h.title}
          </h1>
          <p className="mt-1 text-slate-600">{h.lead}</p>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
          {h.refresh}
        </Button>
      </div>
      <section aria-label={h.statistics}>
        <HistoryStatCards h={h} />
      </section>
      <HistoryFilters
        tool={tool}
        language={language}
        brandKit={brandKit}
        brandKits={brandKits.data?.brandKits ?? []}
        favourite={favourite}
        query={q}
        onToolChange={setTool}
        onLanguageChange={setLanguage}
        onBrandKitChange={setBrandKit}
        onFavouriteChange={setFavourite}
        onQueryChange={setQuery}
      />
      <GenerationHistory
        filters={{
          ...(tool ? { tool } : {}),
          ...(language ? { language } : {}),
          ...(brandKit ? { brandKit } : {}),
          ...(favourite ? { favourite } : {}),
          ...(q ? { q } : {}),
        }}
        onClearFilters={() => setParams({}, { replace: true })}
      />
    </main>
  );
}
