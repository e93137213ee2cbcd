import { useSearchParams } from "react-router";
import type { MessageStatus } from "~/features/console/api/console-api";
import { MessageInbox } from "~/features/console/components/message-inbox";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

const statuses: readonly MessageStatus[] = ["all", "unhandled", "handled"];

/** The contact form's inbox (`?status=` in the URL). */
export default function ConsoleMessagesPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.messages);
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status = statuses.find((value) => value === requested) ?? "all";
  return (
    <MessageInbox
      status={status}
      onStatusChange={(value) => setParams(value === "all" ? {} : { status: value })}
    />
  );
}
