/**
 * On an installation that keeps messages instead of sending them (no mail server, or SMS, and not
 * in production), where to read them: the outbox page, which answers only on the server's own
 * machine. A newcomer trying Outsmart locally can finish signing up with it.
 */
export function OutboxNote({ channel }: { channel: "email" | "phone" }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
      {channel === "email"
        ? "This installation has no mail server, so the e-mail waits in its outbox. "
        : "This installation does not send text messages, so the SMS waits in its outbox. "}
      On the computer running Outsmart, open{" "}
      <a
        className="font-medium text-brand-700 underline"
        href="/dev/outbox"
        target="_blank"
        rel="noreferrer"
      >
        the outbox
      </a>
      .
    </p>
  );
}
