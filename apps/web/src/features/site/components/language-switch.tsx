import {
  type InterfaceLanguage,
  interfaceLanguageLabels,
  interfaceLanguages,
  localizedPath,
} from "@outsmart/contracts/interface-language";

/**
 * English / বাংলা: the same page in the other language. A plain link with `?lang=`, so it works
 * before hydration: the server remembers the choice in the `lang` cookie and redirects to the
 * page's clean address (docs/decisions/0066-choosing-the-interface-language.md). Each name is
 * marked with its own language, so a screen reader says "বাংলা" in a Bangla voice. The current
 * language is marked `aria-current` (and links to itself: choosing it again is harmless).
 */
export function LanguageSwitch({
  language,
  page,
  label,
}: {
  language: InterfaceLanguage;
  /** The page in its English form ("/", "/pricing"). */
  page: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex rounded-full border border-slate-200 p-0.5 text-sm font-medium">
        {interfaceLanguages.map((option) => (
          <li key={option}>
            <a
              href={`${localizedPath(page, option)}?lang=${option}`}
              hrefLang={option}
              lang={option}
              aria-current={option === language ? "page" : undefined}
              className="block rounded-full px-2.5 py-1 text-slate-700 hover:text-brand-700 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
            >
              {interfaceLanguageLabels[option]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
