import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactRequest, contactLimits, contactRequestSchema } from "@outsmart/contracts/site";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormError } from "~/components/form-error";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useSendContactMessage } from "../api/send-contact-message";
import type { ContactMessages } from "../i18n/contact-en";

/**
 * The contact form: name, e-mail and message, checked with the same rules as the server
 * (contracts/site.ts), then stored; the confirmation quotes the message's reference.
 */
export function ContactForm({
  c,
  initialMessage = "",
}: {
  c: ContactMessages;
  initialMessage?: string;
}) {
  const send = useSendContactMessage();
  const form = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: "", email: "", message: initialMessage },
  });
  const { errors } = form.formState;
  const check = (message: string | undefined) => (message ? c.check(message) : undefined);

  if (send.data) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          {c.thanks}
        </p>
        <p className="mt-2 text-sm">
          {c.willReply(send.variables.email)}
          <span className="font-mono">{send.data.id.slice(0, 8)}</span>.
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            send.reset();
            form.reset({ name: send.variables.name, email: send.variables.email, message: "" });
          }}
        >
          {c.sendAnother}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={c.form}
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <FormField label={c.name} error={check(errors.name?.message)}>
        <Input autoComplete="name" maxLength={contactLimits.nameMax} {...form.register("name")} />
      </FormField>
      <FormField label={c.email} error={check(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={contactLimits.emailMax}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        label={c.message}
        hint={c.messageHint(contactLimits.messageMin)}
        error={check(errors.message?.message)}
      >
        <Textarea rows={6} maxLength={contactLimits.messageMax} {...form.register("message")} />
      </FormField>
      <FormError error={send.error} t={c} />
      <Button type="submit" size="lg" disabled={send.isPending} className="self-start">
        {send.isPending ? c.sending : c.send}
      </Button>
    </form>
  );
}
