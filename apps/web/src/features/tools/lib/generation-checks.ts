import { missingFields, missingFieldsMessage } from "@outsmart/contracts/tool-fields";

export type GenerationProblem = { title: string; description: string };

/**
 * The seed's checks before a generation (§5 "Tool generation"), in its order: the configuration
 * is loaded, the user is signed in, every configured field is filled (after trimming).
 */
export function generationProblem(check: {
  fields: readonly string[] | undefined;
  signedIn: boolean;
  values: Readonly<Record<string, string | undefined>>;
}): GenerationProblem | undefined {
  if (!check.fields)
    return { title: "Configuration Error", description: "Tool configuration not loaded." };
  if (!check.signedIn)
    return {
      title: "Authentication Required",
      description: "Please sign in to use AI tools and track your generations.",
    };
  const missing = missingFields(check.fields, check.values);
  if (missing.length > 0)
    return { title: "Missing Fields", description: missingFieldsMessage(missing) };
  return undefined;
}
