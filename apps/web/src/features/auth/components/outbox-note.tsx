import { authCatalogue } from "../i18n/auth-catalogue";

/**
 * On an installation that keeps messages instead of sending them (no mail server, or SMS, and not
 * in production), where to read them: the outbox page, which answers only on the server's own
 * machine. A newcomer trying Outsmart locally can finish signing up with it.
 */
export function OutboxNote({ channel }: { channel: "email" | "phone" }) {
  const t = authCatalogue.useMessages();
  const [before, link, after] = t.outboxOpen();
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
      {channel === "email" ? t.outboxEmail : t.outboxSms}
      {before}
      <a
        className="font-medium text-brand-700 underline"
        href="/dev/outbox"
        target="_blank"
        rel="noreferrer"
      >
        {link}
      </a>
      {after}
    </p>
  );
}
