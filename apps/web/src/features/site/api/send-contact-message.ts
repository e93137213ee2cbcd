import type { z } from "zod";
import type { ContactRequest, contactResponseSchema } from "@outsmart/contracts/site";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** POST /api/contact: stores the message (rate-limited) and returns its reference. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactRequest) =>
      apiRequest<z.infer<typeof contactResponseSchema>>("/api/contact", {
        method: "POST",
        body: message,
      }),
  });
}
