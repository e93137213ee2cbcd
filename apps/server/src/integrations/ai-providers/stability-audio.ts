import type { ModelDefinition } from "@outsmart/contracts/models";

/** Stability AI's text-to-audio endpoint (v2beta REST API, multipart form in, audio bytes out). */
export const STABILITY_AUDIO_URL =
  "https://api.stability.ai/v2beta/audio/stable-audio-2/text-to-audio";

/** A music prompt from the stable-audio tool's fields (genre, mood, duration, optional description). */
export function audioPrompt(inputs: Record<string, string>): string {
  const description = Object.entries(inputs)
    .filter(([name]) => name.includes("prompt") || name === "description")
    .map(([, value]) => value.trim())
    .filter(Boolean)
    .join(". ");
  const style = [inputs.mood, inputs.genre].filter(Boolean).join(" ");
  return [`${style} instrumental background music for a marketing video`.trim(), description]
    .filter(Boolean)
    .join(". ");
}

/**
 * Generates music with Stability AI and returns it as a data URL (what the tool page plays and
 * downloads). Duration is clamped to 1–190 s, the range the API accepts.
 */
export async function generateStabilityAudio(options: {
  apiKey: string;
  model: ModelDefinition;
  inputs: Record<string, string>;
  signal: AbortSignal;
  timeoutMs: number;
  url?: string;
  fetch?: typeof fetch;
}): Promise<string> {
  const duration = Math.min(190, Math.max(1, Math.round(Number(options.inputs.duration) || 10)));
  const form = new FormData();
  form.set("prompt", audioPrompt(options.inputs));
  form.set("duration", String(duration));
  form.set("model", options.model.providerModelId);
  form.set("output_format", "mp3");
  const response = await (options.fetch ?? fetch)(options.url ?? STABILITY_AUDIO_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${options.apiKey}`, Accept: "audio/*" },
    body: form,
    signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new Error(
      `Stability AI answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ""}`,
    );
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0) throw new Error("Stability AI returned no audio");
  return `data:${response.headers.get("content-type")?.split(";")[0] ?? "audio/mpeg"};base64,${bytes.toString("base64")}`;
}
