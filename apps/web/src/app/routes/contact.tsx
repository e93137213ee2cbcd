import { useSearchParams } from "react-router";
import { useSession } from "~/lib/session";
import { ContactForm } from "~/features/site/components/contact-form";
import { OperatorEmail, OperatorName } from "~/features/site/components/operator-details";
import { PublicPage } from "~/features/site/components/public-page";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { SiteAccount } from "../site-account";

export function meta() {
  return publicPageMeta({
    title: "Contact Us · Outsmart",
    description:
      "Questions about Outsmart, payments, Enterprise plans or API access? Send us a message.",
  });
}

const topics: Record<string, string> = {
  api: "I would like to know more about API access.",
  enterprise: "I would like to know more about the Enterprise plan.",
};

export default function ContactPage() {
  const session = useSession();
  const [params] = useSearchParams();
  return (
    <PublicPage
      title="Contact Us"
      intro="Questions about your account, a payment, the Enterprise plan or API access? Send us a message and we will reply by e-mail."
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm initialMessage={topics[params.get("topic") ?? ""] ?? ""} />
      </div>
      <p className="mt-8 text-sm text-slate-600">
        You can also write to <OperatorName /> directly at <OperatorEmail />. For a payment, include
        the bKash transaction id from your profile page.
      </p>
    </PublicPage>
  );
}
