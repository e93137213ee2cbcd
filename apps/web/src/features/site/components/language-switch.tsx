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
 * marked with its own language, so a screen reader says "বাংলা" in a Bangla voice.
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
      <ul className="flex items-center rounded-full border border-slate-200 p-0.5 text-sm font-medium">
        {interfaceLanguages.map((option) => (
          <li key={option}>
            {option === language ? (
              <span
                lang={option}
                aria-current="page"
                className="block rounded-full bg-slate-900 px-2.5 py-1 text-white"
              >
                {interfaceLanguageLabels[option]}
              </span>
            ) : (
              <a
                href={`${localizedPath(page, option)}?lang=${option}`}
                hrefLang={option}
                lang={option}
                className="block rounded-full px-2.5 py-1 text-slate-700 hover:text-brand-700"
              >
                {interfaceLanguageLabels[option]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
