import { Laptop, Smartphone } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { FormError } from "~/components/form-error";
import { useLeaveSignedInApp } from "~/lib/session";
import { timeAgo } from "~/lib/time-ago";
import { useAccountSessions, useRevokeSession, useSignOutEverywhere } from "../api/sessions";

const isPhone = (device: string) => /Android|iOS/.test(device);

/** Where the account is signed in, with "sign out" per device and everywhere. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveSignedInApp();

  return (
    <Card aria-labelledby="sessions-heading">
      <CardHeader>
        <CardTitle id="sessions-heading">Where you&apos;re signed in</CardTitle>
        <CardDescription>
          Sign out of devices you don&apos;t recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? <Spinner label="Loading your sessions" /> : null}
        {sessions.error ? <FormError error={sessions.error} /> : null}
        {revoke.error ? <FormError error={revoke.error} /> : null}
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
                      {session.device}
                      {session.current ? <Badge tone="brand">This device</Badge> : null}
                    </p>
                    <p className="text-xs text-slate-500">
                      {session.ipAddress ? `${session.ipAddress} · ` : ""}last active{" "}
                      {timeAgo(session.lastSeenAt)} · signed in {timeAgo(session.createdAt)}
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate(session.id, {
                          onSuccess: () => toast.success(`Signed out of ${session.device}.`),
                        })
                      }
                      aria-label={`Sign out of ${session.device}`}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Sign out everywhere?"
          description="Every device, including this one, will need to sign in again."
        >
          <FormError error={everywhere.error} />
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={everywhere.isPending}
              onClick={() =>
                everywhere.mutate(undefined, {
                  onSuccess: () => leave("You have been signed out everywhere."),
                })
              }
            >
              {everywhere.isPending ? "Signing out..." : "Sign out everywhere"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
