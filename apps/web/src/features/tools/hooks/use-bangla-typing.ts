import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSession } from "~/lib/session";

import type * as ConverterModule from "../lib/banglish-to-bangla";

type Converter = typeof ConverterModule;

/** Where the browser remembers, per user, the fields with Bangla typing on (a JSON list of names). */
export const banglaTypingStorageKey = (userId: string) => `outsmart.bangla-typing.${userId}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the switch still works, it just forgets
  }
}

function readFields(key: string | undefined): string[] {
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Avro-style phonetic typing for one text field (issue 15): when on, each Banglish word turns into
 * Bangla as it is finished (a space, a new line or punctuation), so the caret stays where the
 * customer types. The change is made with the browser's own editing command, so Ctrl+Z (⌘Z)
 * brings the Latin word back. The rule table is loaded only once a field turns it on.
 */
export function useBanglaTyping(field: string) {
  const userId = useSession().data?.user.id;
  const key = userId ? banglaTypingStorageKey(userId) : undefined;
  // The switch as last set on this page, for this user; else as remembered.
  const [chosen, setChosen] = useState<{ key: string | undefined; on: boolean }>();
  const on = chosen && chosen.key === key ? chosen.on : readFields(key).includes(field);
  const converter = useRef<Converter | undefined>(undefined);
  // Whether the rule table has arrived: until then a finished word cannot be converted, so the
  // field does not yet say that it will be.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!on || converter.current) return;
    let live = true;
    void import("../lib/banglish-to-bangla").then((module) => {
      converter.current = module;
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [on]);

  const toggle = () => {
    const next = !on;
    if (key) {
      const others = readFields(key).filter((name) => name !== field);
      try {
        storage()?.setItem(key, JSON.stringify(next ? [...others, field] : others));
      } catch {
        // full or disabled storage: the switch still works for this visit
      }
    }
    setChosen({ key, on: next });
  };

  const onInput = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (on) converter.current?.convertFinishedWord(event.currentTarget, event.nativeEvent);
  };

  return { on, ready: on && loaded, toggle, onInput };
}
