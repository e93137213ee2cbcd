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
      aria-label="Filter your history"
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
        <Label htmlFor={`${id}-tool`}>Tool</Label>
        <NativeSelect
          id={`${id}-tool`}
          value={tool}
          onChange={(event) => onToolChange(event.target.value)}
        >
          <option value="">All tools</option>
          {toolCategories.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {category.tools.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          ))}
          <optgroup label="More tools">
            {unlistedTools.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-language`}>Output language</Label>
        <NativeSelect
          id={`${id}-language`}
          value={language}
          onChange={(event) =>
            onLanguageChange(isOutputLanguage(event.target.value) ? event.target.value : "")
          }
        >
          <option value="">All languages</option>
          {outputLanguages.map((entry) => (
            <option key={entry} value={entry}>
              {outputLanguageLabels[entry]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {showKits ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-brand-kit`}>Brand kit</Label>
          <NativeSelect
            id={`${id}-brand-kit`}
            value={brandKit}
            onChange={(event) => onBrandKitChange(event.target.value)}
          >
            <option value="">All brand kits</option>
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
          <Label htmlFor={`${id}-favourite`}>Favourites</Label>
          <NativeSelect
            id={`${id}-favourite`}
            value={favourite ? "true" : ""}
            onChange={(event) => onFavouriteChange(event.target.value === "true")}
          >
            <option value="">All generations</option>
            <option value="true">Favourites only</option>
          </NativeSelect>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Search outputs</Label>
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
            placeholder="Words in the generated content"
            className="pl-9"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
    </form>
  );
}
