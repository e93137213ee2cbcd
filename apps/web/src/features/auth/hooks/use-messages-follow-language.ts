import { useEffect, useRef } from "react";

/**
 * After a language switch, a submitted form checks its fields again, so the messages it shows
 * are in the new language (the schema's messages come from the catalogue).
 */
export function useMessagesFollowLanguage(
  form: { formState: { isSubmitted: boolean }; trigger: () => Promise<boolean> },
  messages: unknown,
): void {
  const shown = useRef(messages);
  const submitted = form.formState.isSubmitted;
  useEffect(() => {
    if (shown.current === messages) return;
    shown.current = messages;
    if (submitted) void form.trigger();
  }, [form, messages, submitted]);
}
