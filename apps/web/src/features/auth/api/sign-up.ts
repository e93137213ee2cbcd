import { type SignUpRequest, signInResponseSchema } from "@outsmart/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export function signUp(body: SignUpRequest) {
  return apiRequest("/api/account/sign-up", { method: "POST", body, schema: signInResponseSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
