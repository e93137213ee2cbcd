import {
  fieldLabel,
  genreValues,
  moodValues,
  type Genre,
  type Mood,
} from "@outsmart/contracts/tool-fields";
import { advancedTemplates } from "./advanced-templates.ts";
import { readBrief, type Brief } from "./kit/brief.ts";
import { contentTemplates } from "./content-templates.ts";
import type { Template } from "./kit/copy-kit.ts";
import { creativeTemplates } from "./creative-templates.ts";
import { emailTemplates } from "./email-templates.ts";
import { parseSeconds } from "./kit/numbers.ts";
import { createRandom } from "./kit/random.ts";
import { reportTemplates } from "./report-templates.ts";
import { strategyTemplates } from "./strategy-templates.ts";
import { blocks, sentenceCase, table } from "./kit/text-kit.ts";
import { DEFAULT_SECONDS, synthesizeWav } from "./audio/wav-synth.ts";

/**
 * The offline writer (product decisions §4, ADR 0011): a network-free "model" that writes
 * input-grounded Markdown for every text tool from per-tool templates, and generates a short WAV for
 * the audio tool. Pure and deterministic: the same inputs and seed always give the same output.
 */
export type OfflineRequest = {
  toolSlug: string;
  inputs: Readonly<Record<string, string>>;
  seed: number;
};

export type OfflineText = { content: string; contentType: "text" };
export type OfflineAudio = { content: string; contentType: "audio" };

/** Tools whose offline output is audio rather than text. */
export const OFFLINE_AUDIO_TOOL_SLUG = "stable-audio-generator";

const templates: Readonly<Record<string, Template>> = {
  ...contentTemplates,
  ...creativeTemplates,
  ...strategyTemplates,
  ...emailTemplates,
  ...advancedTemplates,
  ...reportTemplates,
};

/** Slugs with a dedicated template (every working text tool in the catalogue). */
export const offlineTextToolSlugs: readonly string[] = Object.keys(templates);

/**
 * For a tool without a template (an operator-added one), a plain draft built from the inputs,
 * saying so rather than pretending to know the job.
 */
const generic: Template = (brief: Brief, random) => {
  const [first, ...rest] = brief.entries;
  const subject = first?.[1] ?? "your brief";
  return blocks(
    `## Draft: ${subject}`,
    "The offline writer has no dedicated template for this tool, so this is a general draft built from your inputs.",
    brief.entries.length > 0 &&
      table(
        ["Input", "Value"],
        brief.entries.map(([name, value]) => [fieldLabel(name), value]),
      ),
    `**Headline:** ${sentenceCase(subject)}`,
    rest.length > 0
      ? `**Body:** ${rest.map(([name, value]) => `${fieldLabel(name)}: ${value}.`).join(" ")}`
      : undefined,
    `**Call to action:** ${random.pick(["Learn more", "Get started", "Find out more"])}`,
  );
};

export function writeOffline({ toolSlug, inputs, seed }: OfflineRequest): OfflineText {
  if (toolSlug === OFFLINE_AUDIO_TOOL_SLUG)
    throw new Error(`${toolSlug} produces audio: use writeOfflineAudio()`);
  const template = templates[toolSlug] ?? generic;
  const content = template(readBrief(inputs), createRandom(seed, toolSlug)).trim();
  return { content, contentType: "text" };
}

const pick = <T extends string>(values: readonly T[], text: string | undefined, fallback: T): T =>
  values.find((value) => value === text?.trim().toLowerCase()) ?? fallback;

/**
 * The audio tool: genre and mood from the seed's dropdowns (anything else falls back to ambient and
 * calm), duration in seconds (clamped to 1–30, 10 when unreadable), as a WAV data URL.
 */
export function writeOfflineAudio({
  inputs,
  seed,
}: Omit<OfflineRequest, "toolSlug">): OfflineAudio {
  const genre: Genre = pick(genreValues, inputs.genre, "ambient");
  const mood: Mood = pick(moodValues, inputs.mood, "calm");
  const durationSeconds = parseSeconds(inputs.duration ?? "") ?? DEFAULT_SECONDS;
  const wav = synthesizeWav({ genre, mood, durationSeconds, seed });
  return {
    content: `data:audio/wav;base64,${Buffer.from(wav).toString("base64")}`,
    contentType: "audio",
  };
}
