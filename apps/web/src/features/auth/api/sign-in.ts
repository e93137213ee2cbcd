import type { z } from "zod";
import type { SignInRequest, signInResponseSchema } from "@outsmart/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export function signIn(body: SignInRequest) {
  return apiRequest<z.infer<typeof signInResponseSchema>>("/api/account/sign-in", {
    method: "POST",
    body,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
