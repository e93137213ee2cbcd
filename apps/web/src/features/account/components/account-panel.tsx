import { Alert } from "~/components/ui/alert";
import { Spinner } from "~/components/ui/spinner";
import { useAccount } from "../api/get-account";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { NameSection } from "./name-section";
import { PasswordSection } from "./password-section";
import { PhoneSection } from "./phone-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";
import { profileCatalogue } from "../i18n/profile-catalogue";

/** The account widget's jobs (the seed embedded the identity provider's): every self-service change. */
export function AccountPanel() {
  const p = profileCatalogue.useMessages();
  const account = useAccount();
  if (account.isPending) return <Spinner label={p.loadingAccount} />;
  if (account.error) return <Alert tone="error">{p.error(account.error, p.accountFailed)}</Alert>;
  const data = account.data;
  return (
    <div className="flex flex-col gap-6">
      <NameSection firstName={data.firstName} lastName={data.lastName} />
      <EmailSection email={data.email} verified={data.emailVerified} />
      <PhoneSection phoneNumber={data.phoneNumber} verified={data.phoneNumberVerified} />
      {data.hasPassword ? <PasswordSection /> : null}
      <TwoFactorSection enabled={data.twoFactorEnabled} hasPassword={data.hasPassword} />
      <SessionsSection />
      <DeleteAccountSection hasPassword={data.hasPassword} />
    </div>
  );
}
