import { findCampaignTemplate } from "@outsmart/contracts/campaign-templates";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/ui/alert";
import type { ReusePlan } from "../lib/reuse-plan";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { templatesCatalogue } from "../i18n/templates-catalogue";

/**
 * A tool page opened from the template library (`/tools/:slug?template=<id>&brief=en|bn`): hands
 * the form the template's brief in that language and the same output language (`onApply`, once),
 * then says where the inputs came from. Loaded only when `template` is in the address, so the
 * tool page's first load does not carry the library.
 */
export default function TemplateBrief({
  id,
  brief,
  toolSlug,
  fields,
  onApply,
}: {
  id: string;
  brief: string | null;
  toolSlug: string;
  fields: readonly string[];
  onApply: (plan: ReusePlan) => void;
}) {
  const t = templatesCatalogue.useMessages();
  const { language: interfaceLanguage } = useInterfaceLanguage();
  const language = brief === "en" || brief === "bn" ? brief : interfaceLanguage;
  const template = findCampaignTemplate(id);
  const usable = template?.toolSlug === toolSlug;
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!template || !usable || applied.current === `${template.id}:${language}`) return;
    applied.current = `${template.id}:${language}`;
    const inputs = template.inputs[language];
    const values = Object.fromEntries(
      fields.flatMap((field) => (inputs[field] === undefined ? [] : [[field, inputs[field]]])),
    );
    onApply({ values, language, notes: [] });
  }, [template, usable, language, fields, onApply]);

  if (!template) return <Alert tone="error">{t.notFound}</Alert>;
  if (!usable) return <Alert tone="error">{t.otherTool}</Alert>;
  return (
    <Alert tone="info">
      <p lang={interfaceLanguage}>{t.filledFrom(template.title[interfaceLanguage])}</p>
    </Alert>
  );
}
