import type { ConnectionTestResult, ConsoleProvider } from "@outsmart/contracts/console-ai";
import { PlugZap, Unplug } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { formatLongDate } from "~/lib/i18n/format";
import { useInterfaceLanguage } from "~/lib/i18n/interface-language";
import { useRemoveProvider, useSaveProvider, useTestProvider } from "../api/console-ai-api";
import { consoleAiCatalogue } from "../i18n/console-ai-catalogue";
import { StepUpOrError } from "./step-up-prompt";

/** One card per provider: where its settings come from, its form, a connection test, removal. */
export function AiProviders({
  providers,
  onAddModel,
}: {
  providers: ConsoleProvider[];
  onAddModel: (provider: string, providerModelId: string) => void;
}) {
  const t = consoleAiCatalogue.useMessages();
  return (
    <section aria-labelledby="ai-providers-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="ai-providers-heading" className="text-lg font-semibold text-slate-900">
          {t.providersHeading}
        </h2>
        <p className="text-sm text-slate-600">{t.providersLead}</p>
      </div>
      <ul aria-labelledby="ai-providers-heading" className="grid gap-3 lg:grid-cols-2">
        {providers.map((provider) => (
          <ProviderCard key={provider.id} provider={provider} onAddModel={onAddModel} />
        ))}
      </ul>
    </section>
  );
}

function ProviderCard({
  provider,
  onAddModel,
}: {
  provider: ConsoleProvider;
  onAddModel: (provider: string, providerModelId: string) => void;
}) {
  const t = consoleAiCatalogue.useMessages();
  const { language } = useInterfaceLanguage();
  const id = useId();
  const blank = () =>
    Object.fromEntries(
      provider.fields.map((field) => [field.name, field.secret ? "" : (field.current ?? "")]),
    );
  const [values, setValues] = useState<Record<string, string>>(blank);
  const [modelId, setModelId] = useState("");
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const save = useSaveProvider(provider.id);
  const remove = useRemoveProvider(provider.id);
  const test = useTestProvider(provider.id);
  // The last action's step-up or error is shown once, under the buttons.
  const [last, setLast] = useState<"save" | "remove" | "test" | null>(null);

  const runSave = (code?: string) => {
    setLast("save");
    save.mutate(
      { values, ...(code ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(t.saved(provider.name));
          setValues((current) =>
            Object.fromEntries(
              provider.fields.map((field) => [
                field.name,
                field.secret ? "" : (current[field.name] ?? ""),
              ]),
            ),
          );
        },
      },
    );
  };
  const runTest = (code?: string) => {
    setLast("test");
    test.mutate({
      values,
      ...(modelId.trim() ? { modelId: modelId.trim() } : {}),
      ...(code ? { code } : {}),
    });
  };
  const runRemove = (code?: string) => {
    setLast("remove");
    remove.mutate(code ? { code } : {}, {
      onSuccess: () => {
        toast.success(t.removed(provider.name));
        setValues(blank());
      },
    });
  };
  const failed =
    last === "save" ? save : last === "remove" ? remove : last === "test" ? test : null;
  const retry = last === "save" ? runSave : last === "remove" ? runRemove : runTest;

  return (
    <li>
      <Card aria-labelledby={`${id}-name`}>
        <form
          className="flex flex-col gap-3 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            runSave();
          }}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-name`} className="font-semibold text-slate-900" lang="en">
              {provider.name}
            </h3>
            <Badge
              tone={
                provider.source === "console" ? "brand" : provider.source ? "success" : "neutral"
              }
            >
              {t.source[provider.source ?? "none"]}
            </Badge>
          </div>
          {provider.source === "console" && provider.updatedAt && provider.updatedBy ? (
            <p className="text-xs text-slate-600">
              {t.savedBy(
                provider.updatedBy,
                formatLongDate(new Date(provider.updatedAt), language),
              )}
            </p>
          ) : null}
          {provider.fields.map((field) => (
            <FormField
              key={field.name}
              label={field.name}
              hint={field.secret ? t.secretHint(field.current) : t.urlHint}
            >
              <Input
                lang="en"
                type={field.secret ? "password" : "url"}
                autoComplete="off"
                spellCheck={false}
                value={values[field.name] ?? ""}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            </FormField>
          ))}
          <FormField label={t.testModel} hint={t.testModelHint}>
            <Input
              lang="en"
              autoComplete="off"
              spellCheck={false}
              value={modelId}
              onChange={(event) => setModelId(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={test.isPending}
              onClick={() => runTest()}
            >
              <PlugZap aria-hidden="true" />
              {test.isPending ? t.testing : t.test}
            </Button>
            {provider.source === "console" ? (
              <Button type="button" variant="outline" onClick={() => setConfirmingRemove(true)}>
                <Unplug aria-hidden="true" />
                {t.remove}
              </Button>
            ) : null}
          </div>
        </form>
        <div className="flex flex-col gap-3 px-4 pb-4 empty:hidden" aria-live="polite">
          {failed?.error ? (
            <StepUpOrError
              error={failed.error}
              pending={failed.isPending}
              onRetry={(code) => retry(code)}
            />
          ) : null}
          {last === "test" && test.data ? (
            <TestResult result={test.data} onAddModel={(model) => onAddModel(provider.id, model)} />
          ) : null}
        </div>
      </Card>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        lang={language}
        title={t.removeTitle(provider.name)}
        description={t.removeBody}
        confirmLabel={t.removeConfirm}
        cancelLabel={t.cancel}
        pending={remove.isPending}
        onConfirm={() => {
          setConfirmingRemove(false);
          runRemove();
        }}
      />
    </li>
  );
}

function TestResult({
  result,
  onAddModel,
}: {
  result: ConnectionTestResult;
  onAddModel: (providerModelId: string) => void;
}) {
  const t = consoleAiCatalogue.useMessages();
  if (!result.ok)
    return (
      <Alert tone="error">
        <p>{t.failed(result.latencyMs)}</p>
        <p lang="en">{result.error}</p>
      </Alert>
    );
  return (
    <Alert tone="success">
      <p>{t.connected(result.latencyMs)}</p>
      <p lang="en" className="break-words">
        {result.answer}
      </p>
      {result.models && result.models.length > 0 ? (
        <div className="mt-2 flex flex-col gap-1">
          <p className="text-sm font-medium">{t.offeredModels}</p>
          <ul className="flex flex-wrap gap-2">
            {result.models.slice(0, 30).map((model) => (
              <li key={model}>
                <Button type="button" variant="outline" size="sm" onClick={() => onAddModel(model)}>
                  <span className="sr-only">{t.addAsModel(model)}</span>
                  <span aria-hidden="true" lang="en">
                    + {model}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Alert>
  );
}
