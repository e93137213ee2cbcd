import { zodResolver } from "@hookform/resolvers/zod";
import {
  BRAND_KIT_LIMITS as LIMITS,
  type BrandKit,
  type BrandKitInput,
  brandKitInputSchema,
  brandKitSampleSchema,
  brandTones,
  wordToAvoidSchema,
  wordToUseSchema,
} from "@outsmart/contracts/brand-kit";
import {
  outputLanguageLabels,
  outputLanguages,
  outputLanguageTags,
} from "@outsmart/contracts/output-language-list";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormError } from "~/components/form-error";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { brandsCatalogue } from "../i18n/brands-catalogue";

/** Words typed one per line become the list the API takes. */
const lines = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const { shape } = brandKitInputSchema;

/**
 * The form's own shape: words one per line in a text box, samples as a list of boxes. Each field
 * is checked with the contract's own rules and messages (contracts/brand-kit.ts), so the form
 * refuses exactly what the server would.
 */
const formSchema = z.object({
  name: shape.name,
  products: shape.products,
  audience: shape.audience,
  tone: shape.tone,
  toneNotes: shape.toneNotes,
  wordsToUse: z.string().superRefine((value, context) => {
    const words = lines(value);
    if (words.length > LIMITS.phrases)
      context.addIssue({
        code: "custom",
        message: `List at most ${LIMITS.phrases} words or phrases to use.`,
      });
    for (const word of words) {
      const checked = wordToUseSchema.safeParse(word);
      if (!checked.success)
        context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
    }
  }),
  wordsToAvoid: z.string().superRefine((value, context) => {
    const words = lines(value);
    if (words.length > LIMITS.phrases)
      context.addIssue({
        code: "custom",
        message: `List at most ${LIMITS.phrases} words or phrases to avoid.`,
      });
    for (const word of words) {
      const checked = wordToAvoidSchema.safeParse(word);
      if (!checked.success)
        context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
    }
  }),
  samples: z
    .array(z.object({ text: brandKitSampleSchema }))
    .max(LIMITS.samples, `Keep at most ${LIMITS.samples} samples of copy you liked.`),
  defaultLanguage: shape.defaultLanguage,
  salesChannel: shape.salesChannel,
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function initialValues(kit: BrandKit | undefined): FormInput {
  return {
    name: kit?.name ?? "",
    products: kit?.products ?? [],
    audience: kit?.audience ?? "",
    tone: kit?.tone ?? "friendly",
    toneNotes: kit?.toneNotes ?? "",
    wordsToUse: kit?.wordsToUse.join("\n") ?? "",
    wordsToAvoid: kit?.wordsToAvoid.join("\n") ?? "",
    samples: kit?.samples.map((text) => ({ text })) ?? [],
    defaultLanguage: kit?.defaultLanguage ?? "en",
    salesChannel: kit?.salesChannel ?? "",
  };
}

function toRequest(values: FormOutput): BrandKitInput {
  return {
    ...values,
    wordsToUse: lines(values.wordsToUse),
    wordsToAvoid: lines(values.wordsToAvoid),
    samples: values.samples.map((sample) => sample.text),
  };
}

const emptyProduct = { name: "", price: "", offer: "", difference: "" };

/**
 * Create or edit a brand kit: the brand, what it sells (each product with its price, offer and
 * what makes it different), audience, tone, words to use and to avoid, samples of copy, default
 * output language and where it sells. Every field shows its limit; errors are announced.
 */
export function BrandKitForm({
  kit,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  kit: BrandKit | undefined;
  pending: boolean;
  error: unknown;
  onSubmit: (kit: BrandKitInput) => void;
  onCancel: () => void;
}) {
  const t = brandsCatalogue.useMessages();
  const n = t.number;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: initialValues(kit),
  });
  const products = useFieldArray({ control: form.control, name: "products" });
  const samples = useFieldArray({ control: form.control, name: "samples" });
  const { errors } = form.formState;
  const tone = useWatch({ control: form.control, name: "tone" });
  const language = useWatch({ control: form.control, name: "defaultLanguage" });
  const check = (message: string | undefined) => (message ? t.check(message) : undefined);

  return (
    <form
      noValidate
      aria-label={kit ? t.editKit(kit.name) : t.newKit}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => onSubmit(toRequest(values)))}
    >
      <FormField
        label={t.brandName}
        hint={t.upTo(n(LIMITS.name))}
        error={check(errors.name?.message)}
      >
        <Input maxLength={LIMITS.name} autoComplete="off" {...form.register("name")} />
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-900">{t.whatItSells}</legend>
        <p className="-mt-1 text-xs text-slate-500">{t.whatItSellsHint(n(LIMITS.products))}</p>
        {products.fields.map((field, index) => {
          const productErrors = errors.products?.[index];
          return (
            <div
              key={field.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800">{t.product(n(index + 1))}</p>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => products.remove(index)}
                  aria-label={t.removeProduct(n(index + 1))}
                >
                  <Trash2 aria-hidden="true" />
                  {t.remove}
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <FormField
                  label={t.productOrService}
                  hint={t.upTo(n(LIMITS.productName))}
                  error={check(productErrors?.name?.message)}
                >
                  <Input
                    maxLength={LIMITS.productName}
                    {...form.register(`products.${index}.name`)}
                  />
                </FormField>
                <FormField
                  label={t.price}
                  hint={t.priceHint(n(LIMITS.productPrice))}
                  error={check(productErrors?.price?.message)}
                >
                  <Input
                    maxLength={LIMITS.productPrice}
                    {...form.register(`products.${index}.price`)}
                  />
                </FormField>
              </div>
              <FormField
                label={t.offer}
                hint={t.offerHint(n(LIMITS.productOffer))}
                error={check(productErrors?.offer?.message)}
              >
                <Input
                  maxLength={LIMITS.productOffer}
                  {...form.register(`products.${index}.offer`)}
                />
              </FormField>
              <FormField
                label={t.difference}
                hint={t.upTo(n(LIMITS.productDifference))}
                error={check(productErrors?.difference?.message)}
              >
                <Textarea
                  rows={2}
                  maxLength={LIMITS.productDifference}
                  {...form.register(`products.${index}.difference`)}
                />
              </FormField>
            </div>
          );
        })}
        {errors.products?.root?.message || errors.products?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {check(errors.products.root?.message ?? errors.products.message)}
          </p>
        ) : null}
        {products.fields.length < LIMITS.products ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => products.append(emptyProduct)}
          >
            <Plus aria-hidden="true" />
            {t.addProduct}
          </Button>
        ) : null}
      </fieldset>

      <FormField
        label={t.audience}
        hint={t.audienceHint(n(LIMITS.audience))}
        error={check(errors.audience?.message)}
      >
        <Textarea rows={2} maxLength={LIMITS.audience} {...form.register("audience")} />
      </FormField>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{t.tone}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {brandTones.map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                tone === value
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              <input type="radio" value={value} className="sr-only" {...form.register("tone")} />
              {t.tones[value]}
            </label>
          ))}
        </div>
        {errors.tone?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {check(errors.tone.message)}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t.toneNotes}
        hint={t.toneNotesHint(n(LIMITS.toneNotes))}
        error={check(errors.toneNotes?.message)}
      >
        <Textarea rows={2} maxLength={LIMITS.toneNotes} {...form.register("toneNotes")} />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t.wordsToUse}
          hint={t.wordsToUseHint(n(LIMITS.phrases), n(LIMITS.phrase))}
          error={check(errors.wordsToUse?.message)}
        >
          <Textarea rows={4} {...form.register("wordsToUse")} />
        </FormField>
        <FormField
          label={t.wordsToAvoid}
          hint={t.wordsToAvoidHint(n(LIMITS.phrases), n(LIMITS.phrase))}
          error={check(errors.wordsToAvoid?.message)}
        >
          <Textarea rows={4} {...form.register("wordsToAvoid")} />
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-900">{t.samplesTitle}</legend>
        <p className="-mt-1 text-xs text-slate-500">
          {t.samplesHint(n(LIMITS.samples), n(LIMITS.sample))}
        </p>
        {samples.fields.map((field, index) => (
          <div key={field.id} className="flex flex-col gap-2">
            <FormField
              label={t.sample(n(index + 1))}
              error={check(errors.samples?.[index]?.text?.message)}
            >
              <Textarea
                rows={3}
                maxLength={LIMITS.sample}
                {...form.register(`samples.${index}.text`)}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => samples.remove(index)}
              aria-label={t.removeSample(n(index + 1))}
            >
              <Trash2 aria-hidden="true" />
              {t.remove}
            </Button>
          </div>
        ))}
        {samples.fields.length < LIMITS.samples ? (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => samples.append({ text: "" })}
          >
            <Plus aria-hidden="true" />
            {t.addSample}
          </Button>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">{t.defaultLanguage}</legend>
          <div className="grid grid-cols-3 gap-2">
            {outputLanguages.map((value) => (
              <label
                key={value}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                  language === value
                    ? "border-brand-600 bg-brand-50 text-brand-800"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="sr-only"
                  {...form.register("defaultLanguage")}
                />
                <span lang={outputLanguageTags[value]}>{outputLanguageLabels[value]}</span>
              </label>
            ))}
          </div>
          <p className="text-xs text-slate-500">{t.defaultLanguageHint}</p>
          {errors.defaultLanguage?.message ? (
            <p role="alert" className="text-sm text-red-700">
              {check(errors.defaultLanguage.message)}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={t.salesChannel}
          hint={t.salesChannelHint(n(LIMITS.salesChannel))}
          error={check(errors.salesChannel?.message)}
        >
          <Input maxLength={LIMITS.salesChannel} {...form.register("salesChannel")} />
        </FormField>
      </div>

      <FormError error={error} t={t} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t.saving : kit ? t.saveChanges : t.createKit}
        </Button>
      </div>
    </form>
  );
}
