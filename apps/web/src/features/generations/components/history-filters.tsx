import {
  isOutputLanguage,
  type OutputLanguage,
  outputLanguageLabels,
  outputLanguages,
} from "@outsmart/contracts/output-language-list";
import type { BrandKitSummary } from "@outsmart/contracts/brand-kit-list";
import { toolCategories, unlistedTools } from "@outsmart/contracts/tool-catalogue";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { historyCatalogue } from "../i18n/history-catalogue";

const SEARCH_DELAY_MS = 300;

/**
 * The tool, output-language, brand-kit and favourites filters and the text search over outputs; the search
 * applies after typing pauses. The brand-kit filter shows once the user has kits (`brandKits`,
 * given by the page).
 */
export function HistoryFilters({
  tool,
  language,
  brandKit = "",
  brandKits = [],
  favourite = false,
  query,
  onToolChange,
  onLanguageChange,
  onBrandKitChange,
  onFavouriteChange,
  onQueryChange,
}: {
  tool: string;
  language: OutputLanguage | "";
  brandKit?: string;
  brandKits?: readonly BrandKitSummary[];
  /** Only starred generations. */
  favourite?: boolean;
  query: string;
  onToolChange: (tool: string) => void;
  onLanguageChange: (language: OutputLanguage | "") => void;
  onBrandKitChange?: (brandKit: string) => void;
  onFavouriteChange?: (favourite: boolean) => void;
  onQueryChange: (query: string) => void;
}) {
  const showKits = brandKits.length > 0 && onBrandKitChange !== undefined;
  const id = useId();
  const h = historyCatalogue.useMessages();
  const { m } = useInterfaceLanguage();
  const [text, setText] = useState(query);
  // Follow outside changes (Back, "Clear filters").
  const [lastQuery, setLastQuery] = useState(query);
  if (query !== lastQuery) {
    setLastQuery(query);
    setText(query);
  }
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onQueryChange(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  return (
    <form
      role="search"
      aria-label={h.filters}
      className={
        showKits
          ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,14rem)_minmax(0,9rem)_minmax(0,11rem)_minmax(0,10rem)_minmax(0,1fr)]"
          : "grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,16rem)_minmax(0,10rem)_minmax(0,10rem)_minmax(0,1fr)]"
      }
      onSubmit={(event) => {
        event.preventDefault();
        onQueryChange(text.trim());
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-tool`}>{h.tool}</Label>
        <NativeSelect
          id={`${id}-tool`}
          value={tool}
          onChange={(event) => onToolChange(event.target.value)}
        >
          <option value="">{h.allTools}</option>
          {toolCategories.map((category) => (
            <optgroup key={category.id} label={m.categories[category.id]}>
              {category.tools.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {h.toolName(entry.slug, entry.name)}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label={h.moreTools}>
            {unlistedTools.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {h.toolName(entry.slug, entry.name)}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-language`}>{h.outputLanguage}</Label>
        <NativeSelect
          id={`${id}-language`}
          value={language}
          onChange={(event) =>
            onLanguageChange(isOutputLanguage(event.target.value) ? event.target.value : "")
          }
        >
          <option value="">{h.allLanguages}</option>
          {outputLanguages.map((entry) => (
            <option key={entry} value={entry}>
              {outputLanguageLabels[entry]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {showKits ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-brand-kit`}>{h.brandKit}</Label>
          <NativeSelect
            id={`${id}-brand-kit`}
            value={brandKit}
            onChange={(event) => onBrandKitChange(event.target.value)}
          >
            <option value="">{h.allBrandKits}</option>
            {brandKits.map((kit) => (
              <option key={kit.id} value={kit.id}>
                {kit.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {onFavouriteChange ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-favourite`}>{h.favourites}</Label>
          <NativeSelect
            id={`${id}-favourite`}
            value={favourite ? "true" : ""}
            onChange={(event) => onFavouriteChange(event.target.value === "true")}
          >
            <option value="">{h.allGenerations}</option>
            <option value="true">{h.favouritesOnly}</option>
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>{h.search}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            placeholder={h.searchPlaceholder}
            className="pl-9"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
    </form>
  );
}
