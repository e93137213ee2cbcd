import { useSiteInfo } from "../api/get-site-info";

/** The operator's name, from the server's configuration (a placeholder while it loads). */
export function OperatorName({
  placeholder = "the operator of this site",
}: {
  placeholder?: string;
}) {
  const info = useSiteInfo();
  return <>{info.data?.operatorName ?? placeholder}</>;
}

/** The operator's contact e-mail as a mailto link (the contact page while it loads). */
export function OperatorEmail({
  placeholder = "our contact page",
  contactPage = "/contact",
}: {
  placeholder?: string;
  contactPage?: string;
}) {
  const info = useSiteInfo();
  if (!info.data) return <a href={contactPage}>{placeholder}</a>;
  return (
    <a href={`mailto:${info.data.contactEmail}`} className="font-medium text-brand-700 underline">
      {info.data.contactEmail}
    </a>
  );
}
