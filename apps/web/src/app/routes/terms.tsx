import { paths } from "@outsmart/contracts/routes";
import { Link } from "react-router";
import { useSession } from "~/lib/session";
import { OperatorEmail, OperatorName } from "~/features/site/components/operator-details";
import { PublicPage } from "~/features/site/components/public-page";
import { alternateLinks } from "~/features/site/lib/alternate-links";
import { publicPageMeta } from "~/features/site/lib/page-meta";
import { footerEn } from "~/features/site/i18n/footer-en";
import { siteEn } from "~/features/site/i18n/site-en";
import { SiteAccount } from "../site-account";

export function meta() {
  return [
    ...publicPageMeta({
      title: "Terms of Service · Outsmart",
      description:
        "The rules for using Outsmart: accounts, credits and bKash payments, AI-written content, and who runs this installation.",
    }),
    ...alternateLinks(paths.terms),
  ];
}

export default function TermsPage() {
  const session = useSession();
  return (
    <PublicPage
      m={siteEn}
      footer={footerEn}
      page={paths.terms}
      title="Terms of Service"
      intro="These terms apply to this Outsmart installation. By creating an account you agree to them."
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <h2>The service</h2>
      <p>
        Outsmart is a set of AI tools that write marketing content (captions, ads, emails, blog
        posts, plans and reports) from what you enter. It is operated by <OperatorName /> (
        <OperatorEmail />
        ). Outsmart writes content; it does not connect to or spend money in your ad accounts.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password safe and tell us if you think someone else has used your account. You are
        responsible for what is done with it. One person per account.
      </p>

      <h2>Credits and payments</h2>
      <ul>
        <li>
          The Free plan uses the free models at no cost, within a daily number of generations.
        </li>
        <li>
          Starter Pack (৳500, 250 credits) and Pro Pack (৳1,500, 750 credits) are one-time purchases
          through bKash; 1 credit = ৳2. They are not subscriptions, nothing renews, and credits
          never expire.
        </li>
        <li>
          A generation&apos;s cost is shown before you start it. A generation that fails or that you
          stop before it finishes costs nothing.
        </li>
        <li>
          If a payment went through but your credits did not arrive, or you were charged twice,
          write to us with the bKash transaction id and we will put it right.
        </li>
      </ul>

      <h2>AI-written content</h2>
      <p>
        AI models can be wrong, out of date or similar to existing text. Review everything before
        you publish it; you are responsible for what you publish and for following the rules of each
        platform. The content you create is yours to use. Figures such as the ROI calculator&apos;s
        are estimates, not promises of results.
      </p>

      <h2>Acceptable use</h2>
      <p>
        Do not use Outsmart to write unlawful, deceptive, hateful or harassing content, spam, or
        content that infringes others&apos; rights, and do not try to disrupt the service or get
        around its limits. We may suspend accounts that do.
      </p>

      <h2>Availability and liability</h2>
      <p>
        We work to keep the service running but cannot promise it will always be available or
        error-free. To the extent the law allows, the operator is not liable for indirect losses,
        such as lost profits, arising from its use.
      </p>

      <h2>Ending and changes</h2>
      <p>
        You can delete your account at any time on your <Link to={paths.profile}>profile page</Link>
        . If these terms change, the new version will be published here before it applies. How your
        data is handled is described in the <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
    </PublicPage>
  );
}
