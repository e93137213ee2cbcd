import { useState } from "react";
import { useConsoleAi } from "~/features/console/api/console-ai-api";
import { AddModelForm, AiModels } from "~/features/console/components/ai-models";
import { AiProviders } from "~/features/console/components/ai-providers";
import { ConsoleLoadError, ConsoleLoading } from "~/features/console/components/console-frame";
import { consoleAiCatalogue } from "~/features/console/i18n/console-ai-catalogue";
import { consoleCatalogue } from "~/features/console/i18n/console-catalogue";
import { usePageTitle } from "~/lib/i18n/interface-language";

/** Provider keys, connection tests and the model registry (docs/ai-models.md "From the console"). */
export default function ConsoleAiPage() {
  usePageTitle(consoleCatalogue.useMessages().titles.ai);
  const t = consoleAiCatalogue.useMessages();
  const ai = useConsoleAi();
  const [prefill, setPrefill] = useState<{
    provider: string;
    providerModelId: string;
    at: number;
  } | null>(null);
  if (ai.isPending) return <ConsoleLoading label={t.loading} />;
  if (ai.isError) return <ConsoleLoadError error={ai.error} onRetry={() => void ai.refetch()} />;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="text-sm text-slate-600">{t.lead}</p>
      </div>
      <AiProviders
        providers={ai.data.providers}
        onAddModel={(provider, providerModelId) => {
          setPrefill({ provider, providerModelId, at: Date.now() });
          document.getElementById("ai-add-model-heading")?.scrollIntoView({ block: "start" });
        }}
      />
      <AddModelForm providers={ai.data.providers} prefill={prefill} />
      <AiModels models={ai.data.models} />
    </div>
  );
}
