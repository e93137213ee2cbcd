import type { z } from "zod";
import type { SignUpRequest, signUpResponseSchema } from "@outsmart/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

/** Never signs in: the answer names the next step (a link by e-mail, or a code by SMS). */
export function signUp(body: SignUpRequest) {
  return apiRequest<z.infer<typeof signUpResponseSchema>>("/api/account/sign-up", {
    method: "POST",
    body,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
