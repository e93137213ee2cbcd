import { useSiteInfo } from "../api/get-site-info";

/** The server's name for an operator who set none (OPERATOR_NAME's default, server config/env.ts). */
const UNNAMED_OPERATOR = "the operator of this Outsmart installation";

/**
 * The operator's name, from the server's configuration (a placeholder while it loads). `unnamed`
 * says the server's default (an operator who set no name) in another language.
 */
export function OperatorName({
  placeholder = "the operator of this site",
  unnamed,
}: {
  placeholder?: string;
  unnamed?: string;
}) {
  const info = useSiteInfo();
  const name = info.data?.operatorName;
  if (name === UNNAMED_OPERATOR && unnamed) return <>{unnamed}</>;
  return <>{name ?? placeholder}</>;
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
