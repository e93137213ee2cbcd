import { fieldLabel } from "@outsmart/contracts/tool-fields";
import { type ToolsMessages, toolsEn } from "../i18n/tools-en";

export type GenerationProblem = { title: string; description: string };

/**
 * The seed's checks before a generation (§5 "Tool generation"), in its order: the configuration
 * is loaded, the user is signed in, every configured field is filled (after trimming). The texts
 * are the interface language's (`t`, English by default).
 */
export function generationProblem(
  check: {
    fields: readonly string[] | undefined;
    signedIn: boolean;
    values: Readonly<Record<string, string | undefined>>;
  },
  t: ToolsMessages = toolsEn,
): GenerationProblem | undefined {
  if (!check.fields) return { title: t.configErrorTitle, description: t.configNotLoaded };
  if (!check.signedIn) return { title: t.signInTitle, description: t.signInText };
  const missing = check.fields.filter((name) => !check.values[name]?.trim());
  if (missing.length > 0)
    return {
      title: t.missingTitle,
      description: t.missingText(
        missing.map((name) => t.fieldLabel(name, fieldLabel(name))).join(", "),
      ),
    };
  return undefined;
}
