import type { ModelOption } from "@outsmart/contracts/tools";
import type { ReusePlan } from "../lib/reuse-plan";
import ReuseGeneration from "./reuse-generation";
import TemplateBrief from "./template-brief";

/**
 * What fills a tool's form when the page is opened with one in its address: an earlier generation
 * ("Open in tool", `?from=`) or a template from the library (`?template=&brief=`). One chunk,
 * loaded only when the address asks for it.
 */
export default function Prefill({
  from,
  template,
  brief,
  tool,
  models,
  brandKitIds,
  ready,
  onApply,
}: {
  from: string | null;
  template: string | null;
  brief: string | null;
  tool: { slug: string; fields: readonly string[]; writesText: boolean };
  models: readonly ModelOption[];
  brandKitIds: readonly string[] | undefined;
  /** The model list and the brand kits have loaded (or failed). */
  ready: boolean;
  onApply: (plan: ReusePlan) => void;
}) {
  if (from)
    return (
      <ReuseGeneration
        id={from}
        tool={tool}
        models={models}
        brandKitIds={brandKitIds}
        ready={ready}
        onApply={onApply}
      />
    );
  if (template)
    return (
      <TemplateBrief
        id={template}
        brief={brief}
        toolSlug={tool.slug}
        fields={tool.fields}
        onApply={onApply}
      />
    );
  return null;
}
