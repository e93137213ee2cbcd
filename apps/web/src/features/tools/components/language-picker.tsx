import {
  type OutputLanguage,
  outputLanguageLabels,
  outputLanguages,
  outputLanguageTags,
} from "@outsmart/contracts/output-language-list";
import { cn } from "~/lib/cn";
import { toolsCatalogue } from "../i18n/tools-catalogue";

/**
 * The output language of a text tool (issue 15): English, বাংলা or Banglish, each named in its
 * own script (and `lang`, so screen readers switch voice). A radio group: arrow keys move the
 * choice, Tab leaves it.
 */
export function LanguagePicker({
  value,
  onChange,
  disabled,
}: {
  value: OutputLanguage;
  onChange: (language: OutputLanguage) => void;
  disabled: boolean;
}) {
  const t = toolsCatalogue.useMessages();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-900">{t.outputLanguage}</legend>
      <div className="grid grid-cols-3 gap-2">
        {outputLanguages.map((language) => (
          <label
            key={language}
            className={cn(
              "flex min-h-11 items-center justify-center rounded-lg border px-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
              value === language
                ? "border-brand-600 bg-brand-50 text-brand-800"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
            )}
          >
            <input
              type="radio"
              name="output-language"
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
              className="sr-only"
            />
            <span lang={outputLanguageTags[language]}>{outputLanguageLabels[language]}</span>
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-600">{t.languageDescriptions[value]}</p>
    </fieldset>
  );
}
