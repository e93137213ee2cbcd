import { useSearchParams } from "react-router";
import { localizedPath } from "@outsmart/contracts/interface-language";
import { paths } from "@outsmart/contracts/routes";
import { useSession } from "~/lib/session";
import { ContactForm } from "~/features/site/components/contact-form";
import { OperatorEmail, OperatorName } from "~/features/site/components/operator-details";
import { PublicPage } from "~/features/site/components/public-page";
import type { ContactMessages } from "~/features/site/i18n/contact-en";
import type { FooterMessages } from "~/features/site/i18n/footer-en";
import type { SiteMessages } from "~/features/site/i18n/site-en";
import { alternateLinks } from "~/features/site/lib/alternate-links";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { SiteAccount } from "./site-account";

/** The contact page's title, description and `hreflang` alternates. */
export function contactMeta(c: ContactMessages) {
  return [
    ...publicPageMeta({
      title: c.metaTitle,
      description: c.metaDescription,
    }),
    ...alternateLinks(paths.contact),
  ];
}

/** `/contact` and `/bn/contact`: the contact form, in the language of the route's catalogues. */
export function ContactPage({
  m,
  footer,
  c,
}: {
  m: SiteMessages;
  footer: FooterMessages;
  c: ContactMessages;
}) {
  const session = useSession();
  const [params] = useSearchParams();
  return (
    <PublicPage
      m={m}
      footer={footer}
      page={paths.contact}
      title={c.title}
      intro={c.intro}
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm c={c} initialMessage={c.topics[params.get("topic") ?? ""] ?? ""} />
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {c.writeDirectly} <OperatorName placeholder={c.operator} unnamed={c.unnamedOperator} />
        {c.directlyAt}{" "}
        <OperatorEmail
          placeholder={c.contactPage}
          contactPage={localizedPath(paths.contact, m.language)}
        />
        {c.includeTransaction}
      </p>
    </PublicPage>
  );
}
