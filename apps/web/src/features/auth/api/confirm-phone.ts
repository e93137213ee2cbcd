import type { z } from "zod";
import type { ConfirmPhoneRequest, confirmPhoneResponseSchema } from "@outsmart/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** The SMS code that confirms a new account's number; signs its owner in. */
export function confirmPhone(body: ConfirmPhoneRequest) {
  return apiRequest<z.infer<typeof confirmPhoneResponseSchema>>("/api/account/confirm-phone", {
    method: "POST",
    body,
  });
}

export function useConfirmPhone() {
  return useMutation({ mutationFn: confirmPhone });
}
