import { Laptop, Smartphone } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { FormError } from "~/components/form-error";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useLeaveSignedInApp } from "~/lib/session";
import { useAccountSessions, useRevokeSession, useSignOutEverywhere } from "../api/sessions";
import { profileCatalogue } from "../i18n/profile-catalogue";
import type { ProfileMessages } from "../i18n/profile-en";

const isPhone = (device: string) => /Android|iOS/.test(device);

/** The server's name of a device ("Chrome on Android", "Unknown device") in the profile's language. */
function deviceName(device: string, p: ProfileMessages): string {
  if (device === "Unknown device") return p.unknownDevice;
  const parts = /^(.+) on (.+)$/.exec(device);
  return parts ? p.deviceOn(parts[1] ?? "", parts[2] ?? "") : device;
}

/** Where the account is signed in, with "sign out" per device and everywhere. */
export function SessionsSection() {
  const p = profileCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveSignedInApp();

  return (
    <Card aria-labelledby="sessions-heading">
      <CardHeader>
        <CardTitle id="sessions-heading">{p.sessionsTitle}</CardTitle>
        <CardDescription>{p.sessionsLead}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? <Spinner label={p.loadingSessions} /> : null}
        {sessions.error ? <FormError t={p} error={sessions.error} /> : null}
        {revoke.error ? <FormError t={p} error={revoke.error} /> : null}
        {sessions.data ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {sessions.data.sessions.map((session) => {
              const Icon = isPhone(session.device) ? Smartphone : Laptop;
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap"
                >
                  <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {deviceName(session.device, p)}
                      {session.current ? <Badge tone="brand">{p.thisDevice}</Badge> : null}
                    </p>
                    <p className="text-xs text-slate-500">
                      {session.ipAddress ? `${session.ipAddress} · ` : ""}
                      {p.lastActive(p.timeAgo(session.lastSeenAt), p.timeAgo(session.createdAt))}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(session.id, {
                          onSuccess: () =>
                            toast.success(p.signedOutOf(deviceName(session.device, p))),
                        })
                      }
                      aria-label={p.signOutOf(deviceName(session.device, p))}
                    >
                      {p.signOut}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
          {p.signOutEverywhere}
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          lang={language}
          title={p.signOutEverywhereTitle}
          description={p.signOutEverywhereLead}
        >
          <FormError t={p} error={everywhere.error} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {p.cancel}
            </Button>
            <Button
              variant="destructive"
              disabled={everywhere.isPending}
              onClick={() =>
                everywhere.mutate(undefined, {
                  onSuccess: () => leave(p.signedOutEverywhere),
                })
              }
            >
              {everywhere.isPending ? p.signingOut : p.signOutEverywhere}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
