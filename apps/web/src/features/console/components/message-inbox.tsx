import type { ConsoleMessage } from "@outsmart/contracts/console";
import { CheckCheck } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toast";
import { type MessageStatus, useMarkMessageHandled, useMessages } from "../api/console-api";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { ConsoleLoadError, ConsoleLoading, Pager } from "./console-frame";

/** The contact form's inbox: every message in full, newest first, each can be marked handled. */
export function MessageInbox({
  status,
  onStatusChange,
}: {
  status: MessageStatus;
  onStatusChange: (status: MessageStatus) => void;
}) {
  const t = consoleCatalogue.useMessages();
  const messages = useMessages(status);
  const list = messages.data?.messages ?? [];
  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          {t.messagesTab}
        </h2>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="message-status">{t.show}</Label>
          <NativeSelect
            id="message-status"
            value={status}
            onChange={(event) => onStatusChange(event.target.value as MessageStatus)}
          >
            <option value="all">{t.allMessages}</option>
            <option value="unhandled">{t.notHandled}</option>
            <option value="handled">{t.handled}</option>
          </NativeSelect>
        </div>
      </div>
      {messages.isPending ? (
        <ConsoleLoading label={t.loadingMessages} />
      ) : messages.isError ? (
        <ConsoleLoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-600">{t.noMessages}</p>
      ) : (
        <ul aria-label={t.messagesTab} className="flex flex-col gap-3">
          {list.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      <Pager
        label={t.messagePages}
        hasNewer={messages.hasNewer}
        hasOlder={messages.hasOlder}
        onNewer={messages.newer}
        onOlder={messages.older}
      />
    </section>
  );
}

function MessageItem({ message }: { message: ConsoleMessage }) {
  const t = consoleCatalogue.useMessages();
  const markHandled = useMarkMessageHandled();
  const headingId = `message-${message.id}`;
  return (
    <li>
      <Card aria-labelledby={headingId}>
        <article className="flex flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {message.name}
              </h3>
              <a
                href={`mailto:${message.email}`}
                className="break-all text-sm text-brand-700 underline-offset-4 hover:underline"
              >
                {message.email}
              </a>
              <span className="text-xs text-slate-600">{t.dayAndClock(message.createdAt)}</span>
            </div>
            {message.handledAt ? (
              <Badge tone="success">{t.handledOn(t.dayAndClock(message.handledAt))}</Badge>
            ) : (
              <Badge tone="warning">{t.notHandled}</Badge>
            )}
          </div>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
            {message.message}
          </p>
          {markHandled.error ? <Alert tone="error">{t.error(markHandled.error)}</Alert> : null}
          {message.handledAt ? null : (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              disabled={markHandled.isPending}
              onClick={() =>
                markHandled.mutate(message.id, {
                  onSuccess: () => toast.success(t.markedHandled),
                })
              }
            >
              <CheckCheck aria-hidden="true" />
              {markHandled.isPending ? t.saving : t.markHandled}
            </Button>
          )}
        </article>
      </Card>
    </li>
  );
}
