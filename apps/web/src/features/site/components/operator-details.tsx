import { useSiteInfo } from "../api/get-site-info";

/** The operator's name, from the server's configuration (a placeholder while it loads). */
export function OperatorName() {
  const info = useSiteInfo();
  return <>{info.data?.operatorName ?? "the operator of this site"}</>;
}

/** The operator's contact e-mail as a mailto link (the contact page while it loads). */
export function OperatorEmail() {
  const info = useSiteInfo();
  if (!info.data) return <a href="/contact">our contact page</a>;
  return (
    <a href={`mailto:${info.data.contactEmail}`} className="font-medium text-brand-700 underline">
      {info.data.contactEmail}
    </a>
  );
}
