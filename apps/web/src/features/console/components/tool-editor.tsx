import type {
  ConsoleModel,
  ConsoleToolDetail,
  ToolVersion,
} from "@outsmart/contracts/console-tools";
import type { OutputLanguage } from "@outsmart/contracts/output-language";
import { outputLanguageLabels, outputLanguages } from "@outsmart/contracts/output-language-list";
import { consolePaths } from "@outsmart/contracts/console-paths";
import { ChevronLeft, Play, Save } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useSaveTool, useTryTool } from "../api/console-tools-api";
import type { ConsoleToolsMessages } from "../i18n/console-tools-en";
import { consoleToolsCatalogue } from "../i18n/console-tools-catalogue";
import { consoleCatalogue } from "../i18n/console-catalogue";
import { ToolVersions } from "./tool-versions";

/** The form's fields; the server validates the save (contracts/console-tools.ts). */
type FormValues = {
  description: string;
  systemPrompt: string;
  inputFields: string;
  model: string;
  note: string;
};

/** "product_name\n offer \n\n" → ["product_name", "offer"]. */
const fieldNames = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const formValuesOf = (version: ToolVersion): FormValues => ({
  description: version.description,
  systemPrompt: version.systemPrompt,
  inputFields: version.inputFields.join("\n"),
  model: version.model,
  note: "",
});

const modelLabel = (model: ConsoleModel, t: ConsoleToolsMessages) =>
  model.available || !model.reason ? model.name : `${model.name} (${t.unavailable(model.reason)})`;

/** A tool's configuration form, "Try it" on the draft, and its versions with rollback. */
export function ToolEditor({ tool }: { tool: ConsoleToolDetail }) {
  const t = consoleToolsCatalogue.useMessages();
  const current = tool.versions[0]!;
  const textModels = tool.models.filter((model) => model.writesText);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={consolePaths.tools}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t.backToTools}
        </Link>
        <h2 className="text-lg font-semibold text-slate-900">{t.toolName(tool.slug, tool.name)}</h2>
        <p className="text-xs text-slate-600" lang="en">
          {tool.slug}
        </p>
      </div>
      {/* A new version (saved here or elsewhere) starts the form again from it. */}
      <ConfigurationForm
        key={current.number}
        slug={tool.slug}
        current={current}
        models={textModels}
      />
      <ToolVersions slug={tool.slug} versions={tool.versions} />
    </div>
  );
}

function ConfigurationForm({
  slug,
  current,
  models,
}: {
  slug: string;
  current: ToolVersion;
  models: ConsoleModel[];
}) {
  const t = consoleToolsCatalogue.useMessages();
  const consoleText = consoleCatalogue.useMessages();
  const save = useSaveTool(slug);
  // Plain state, not a form library: the console's chunks must not split the one the sign-in and
  // contact forms share (docs/operator-console.md).
  const [draft, setDraft] = useState<FormValues>(() => formValuesOf(current));
  const [fieldsError, setFieldsError] = useState<string | undefined>();
  const fields = fieldNames(draft.inputFields);
  const changed =
    draft.description !== current.description ||
    draft.systemPrompt !== current.systemPrompt ||
    draft.model !== current.model ||
    fields.join("\n") !== current.inputFields.join("\n");
  const bind = (name: keyof FormValues) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      if (name === "inputFields") setFieldsError(undefined);
    },
  });
  // A model the registry no longer has still shows, so the form never changes it silently.
  const modelOptions = models.some((model) => model.id === current.model)
    ? models
    : [
        {
          id: current.model,
          name: current.model,
          tier: "free",
          writesText: true,
          available: false,
        } as ConsoleModel,
        ...models,
      ];

  const onSubmit = () => {
    if (fields.length === 0) {
      setFieldsError(t.fieldsError);
      return;
    }
    save.mutate(
      {
        description: draft.description,
        systemPrompt: draft.systemPrompt,
        model: draft.model,
        inputFields: fields,
        note: draft.note,
        expectedVersion: current.number,
      },
      { onSuccess: ({ version }) => toast.success(t.saved(version)) },
    );
  };

  return (
    <>
      <Card>
        <form
          aria-labelledby="tool-config-heading"
          className="flex flex-col gap-4 p-4 sm:p-5"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
        >
          <h3 id="tool-config-heading" className="font-semibold text-slate-900">
            {t.editHeading}
          </h3>
          <FormField label={t.description} hint={t.descriptionHint}>
            <Input lang="en" maxLength={500} {...bind("description")} />
          </FormField>
          <FormField label={t.systemPrompt} hint={t.systemPromptHint}>
            <Textarea
              lang="en"
              rows={12}
              maxLength={8000}
              className="font-mono"
              {...bind("systemPrompt")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.inputFields} hint={t.inputFieldsHint} error={fieldsError}>
              <Textarea
                lang="en"
                rows={5}
                spellCheck={false}
                className="font-mono"
                {...bind("inputFields")}
              />
            </FormField>
            <div className="flex flex-col gap-4">
              <FormField label={t.model}>
                <NativeSelect {...bind("model")}>
                  {modelOptions.map((model) => (
                    <option key={model.id} value={model.id}>
                      {modelLabel(model, t)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label={t.note}>
                <Input maxLength={200} placeholder={t.notePlaceholder} {...bind("note")} />
              </FormField>
            </div>
          </div>
          {save.error ? <Alert tone="error">{consoleText.error(save.error)}</Alert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!changed || save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? t.saving : t.save}
            </Button>
            {changed ? null : <span className="text-sm text-slate-600">{t.nothingChanged}</span>}
          </div>
        </form>
      </Card>
      <TryIt
        slug={slug}
        systemPrompt={draft.systemPrompt}
        fields={fields}
        models={models.filter((model) => model.available)}
        defaultModel={draft.model}
      />
    </>
  );
}

function TryIt({
  slug,
  systemPrompt,
  fields,
  models,
  defaultModel,
}: {
  slug: string;
  systemPrompt: string;
  fields: string[];
  models: ConsoleModel[];
  defaultModel: string;
}) {
  const t = consoleToolsCatalogue.useMessages();
  const consoleText = consoleCatalogue.useMessages();
  const id = useId();
  const run = useTryTool(slug);
  const [model, setModel] = useState<string>("");
  const [language, setLanguage] = useState<OutputLanguage>("en");
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const chosenModel =
    (models.some((option) => option.id === model) && model) ||
    (models.some((option) => option.id === defaultModel) ? defaultModel : (models[0]?.id ?? ""));

  return (
    <Card>
      <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
            {t.tryHeading}
          </h3>
          <p className="text-sm text-slate-600">{t.tryLead}</p>
        </div>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            run.mutate({
              systemPrompt,
              inputFields: fields,
              model: chosenModel,
              language,
              inputs: Object.fromEntries(fields.map((name) => [name, inputs[name] ?? ""])),
            });
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.tryModel}>
              <NativeSelect value={chosenModel} onChange={(event) => setModel(event.target.value)}>
                {models.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t.tryLanguage}>
              <NativeSelect
                value={language}
                onChange={(event) => setLanguage(event.target.value as OutputLanguage)}
              >
                {outputLanguages.map((option) => (
                  <option key={option} value={option} lang={option === "bn" ? "bn" : "en"}>
                    {outputLanguageLabels[option]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {fields.map((name) => (
              // Named as in the input fields above (the tool page's labels live with the tool page).
              <FormField key={name} label={name}>
                <Input
                  value={inputs[name] ?? ""}
                  onChange={(event) => setInputs({ ...inputs, [name]: event.target.value })}
                />
              </FormField>
            ))}
          </div>
          {run.error ? <Alert tone="error">{consoleText.error(run.error)}</Alert> : null}
          <Button
            type="submit"
            variant="outline"
            className="self-start"
            disabled={run.isPending || !chosenModel || fields.length === 0 || !systemPrompt.trim()}
          >
            <Play aria-hidden="true" />
            {run.isPending ? t.tryRunning : t.tryRun}
          </Button>
        </form>
        <div aria-live="polite" className="flex flex-col gap-2">
          {run.data ? (
            <>
              <h4 className="text-sm font-semibold text-slate-900">{t.tryResult}</h4>
              <p className="text-xs text-slate-600">
                {t.tryMeta(run.data.model, run.data.latencyMs)}
              </p>
              <div
                lang={language === "bn" ? "bn" : "en"}
                className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800"
              >
                {run.data.content}
              </div>
            </>
          ) : null}
        </div>
      </section>
    </Card>
  );
}
