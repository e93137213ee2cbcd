import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";
import { beginLeavingSignedInApp, useLeaveSignedInApp } from "~/lib/session";

/** Ends this device's session on the server, then goes home (the seed's rule). */
export function useSignOut() {
  const leave = useLeaveSignedInApp();
  return useMutation({
    onMutate: beginLeavingSignedInApp,
    mutationFn: () => apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} }),
    onSettled: () => leave(),
  });
}
