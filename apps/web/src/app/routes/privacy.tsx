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
      title: "Privacy Policy · Outsmart",
      description:
        "What Outsmart stores about you, why, for how long, who runs this installation and how to have your data deleted.",
    }),
    ...alternateLinks(paths.privacy),
  ];
}

export default function PrivacyPage() {
  const session = useSession();
  return (
    <PublicPage
      m={siteEn}
      footer={footerEn}
      page={paths.privacy}
      title="Privacy Policy"
      intro="Outsmart is self-hosted software: this installation and everything it stores are run by its operator, not by a third-party cloud service. This page says what is stored, why and for how long."
      signedIn={Boolean(session.data)}
      accountMenu={<SiteAccount />}
    >
      <h2>Who is responsible</h2>
      <p>
        This site is operated by <OperatorName />, who decides how your data is used and is your
        contact for every question about it: <OperatorEmail />.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your name, e-mail address and, if you add one, your phone
          number; your password only as a one-way hash; two-step verification secrets encrypted.
        </li>
        <li>
          <strong>Sessions:</strong> for each signed-in device, the time, IP address and browser
          name, so you can see and end your sessions on your profile page. A session ends after 7
          days without use and at the latest after 30 days.
        </li>
        <li>
          <strong>Your generations:</strong> the inputs you give a tool, the text it writes, the
          model used and when, so your history works.
        </li>
        <li>
          <strong>Credits and payments:</strong> the packs you buy, amounts, bKash payment and
          transaction ids, payment status, and every credit added or spent.
        </li>
        <li>
          <strong>Contact messages:</strong> the name, e-mail address and message you send through
          the contact form, with the IP address and browser name, to answer you and to stop abuse.
        </li>
      </ul>

      <h2>What we do not do</h2>
      <p>
        No advertising, no analytics or tracking scripts, and no selling or sharing of your data.
        The only cookie is the session cookie that keeps you signed in. Your browser&apos;s local
        storage remembers a payment in progress so it can be checked when you come back.
      </p>

      <h2>Who else sees your data</h2>
      <ul>
        <li>
          <strong>AI providers:</strong> the built-in offline writer and local open-weight models
          run on this server. When you choose a model from an outside provider (such as OpenAI,
          Anthropic, Google, Mistral or Stability AI), the inputs of that generation are sent to
          that provider to produce the result, under its own terms.
        </li>
        <li>
          <strong>bKash:</strong> you pay on bKash&apos;s own page; bKash tells us whether the
          payment succeeded. We never see your PIN or one-time codes.
        </li>
        <li>
          <strong>E-mail and SMS:</strong> verification and password-reset messages are sent through
          the operator&apos;s e-mail and SMS providers.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Account data, generations and credits: until you delete your account.</li>
        <li>Sessions: until they expire (at most 30 days) or you end them.</li>
        <li>
          Payments: kept for accounting after you delete your account, without your name, e-mail or
          wallet number.
        </li>
        <li>Contact messages: until the operator deletes them.</li>
        <li>Rate-limit counters (IP addresses): at most one hour.</li>
      </ul>

      <h2>Your choices</h2>
      <p>
        You can correct your name, e-mail and phone number and delete your account at any time on
        your <Link to={paths.profile}>profile page</Link>; deleting it removes your account, your
        profile and your generations at once. For a copy of your data or any other request, write to{" "}
        <OperatorEmail />.
      </p>
    </PublicPage>
  );
}
