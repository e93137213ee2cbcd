import { BrandKitManager } from "~/features/brands/components/brand-kit-list";
import { brandsCatalogue } from "~/features/brands/i18n/brands-catalogue";
import { useInterfaceLanguage, usePageTitle } from "~/lib/i18n/interface-language";

export function meta() {
  return [{ title: "Brand kits · Outsmart" }];
}

/**
 * /dashboard/brands (issue 16): the user's brand kits. Its own lazy route, so the kit form's
 * schema checks (zod) load only here, never on the tool pages.
 */
export default function BrandKitsPage() {
  const { language } = useInterfaceLanguage();
  usePageTitle(`${brandsCatalogue.useMessages().pageTitle} · Outsmart`);
  return (
    <main
      lang={language}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
    >
      <BrandKitManager />
    </main>
  );
}
