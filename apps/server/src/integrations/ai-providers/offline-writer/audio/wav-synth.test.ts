import { genreValues, moodValues } from "@outsmart/contracts/tool-fields";
import { describe, expect, it } from "vitest";
import {
  clampDuration,
  DEFAULT_SECONDS,
  encodeWav,
  MAX_SECONDS,
  MIN_SECONDS,
  SAMPLE_RATE,
  synthesizeWav,
} from "./wav-synth.ts";

const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

function samples(wav: Uint8Array): Int16Array {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  return Int16Array.from({ length: (wav.length - 44) / 2 }, (_, index) =>
    view.getInt16(44 + index * 2, true),
  );
}

describe("synthesizeWav", () => {
  const wav = synthesizeWav({ genre: "piano", mood: "uplifting", durationSeconds: 3, seed: 1 });
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);

  it("writes a 16-bit PCM mono RIFF/WAVE header", () => {
    expect(ascii(wav, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(ascii(wav, 8, 4)).toBe("WAVE");
    expect(ascii(wav, 12, 4)).toBe("fmt ");
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint32(28, true)).toBe(SAMPLE_RATE * 2);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe("data");
  });

  it("holds duration × rate × 2 bytes of data", () => {
    expect(view.getUint32(40, true)).toBe(3 * SAMPLE_RATE * 2);
    expect(wav.length).toBe(44 + 3 * SAMPLE_RATE * 2);
    const half = synthesizeWav({ genre: "jazz", mood: "calm", durationSeconds: 1.5, seed: 1 });
    expect(half.length).toBe(44 + Math.round(1.5 * SAMPLE_RATE) * 2);
  });

  it("clamps the duration to 1–30 seconds and uses 10 when it is not a number", () => {
    expect([clampDuration(0), clampDuration(-5), clampDuration(120)]).toEqual([
      MIN_SECONDS,
      MIN_SECONDS,
      MAX_SECONDS,
    ]);
    expect(clampDuration(Number.NaN)).toBe(DEFAULT_SECONDS);
    expect(clampDuration(Number.POSITIVE_INFINITY)).toBe(DEFAULT_SECONDS);
    const long = synthesizeWav({ genre: "rock", mood: "energetic", durationSeconds: 600, seed: 2 });
    expect(long.length).toBe(44 + MAX_SECONDS * SAMPLE_RATE * 2);
    const short = synthesizeWav({
      genre: "rock",
      mood: "energetic",
      durationSeconds: 0.1,
      seed: 2,
    });
    expect(short.length).toBe(44 + MIN_SECONDS * SAMPLE_RATE * 2);
  });

  it("makes audible, unclipped sound for every genre and mood", () => {
    for (const genre of genreValues)
      for (const mood of moodValues) {
        const pcm = samples(synthesizeWav({ genre, mood, durationSeconds: 1, seed: 3 }));
        let peak = 0;
        let energy = 0;
        for (const sample of pcm) {
          peak = Math.max(peak, Math.abs(sample));
          energy += sample * sample;
        }
        const rms = Math.sqrt(energy / pcm.length);
        expect(peak, `${genre}/${mood}`).toBeGreaterThan(8_000);
        expect(peak, `${genre}/${mood}`).toBeLessThan(32_767);
        expect(rms, `${genre}/${mood}`).toBeGreaterThan(1_000);
      }
  });

  it("fades in from silence and out to silence", () => {
    const pcm = samples(wav);
    expect(Math.abs(pcm[0] ?? 1)).toBeLessThan(50);
    expect(Math.abs(pcm.at(-1) ?? 1)).toBeLessThan(50);
  });

  it("is deterministic per seed and differs between seeds, genres and moods", () => {
    const request = { genre: "folk", mood: "peaceful", durationSeconds: 2, seed: 9 } as const;
    expect(synthesizeWav(request)).toEqual(synthesizeWav(request));
    expect(synthesizeWav({ ...request, seed: 10 })).not.toEqual(synthesizeWav(request));
    expect(synthesizeWav({ ...request, genre: "electronic" })).not.toEqual(synthesizeWav(request));
    expect(synthesizeWav({ ...request, mood: "dark" })).not.toEqual(synthesizeWav(request));
  });
});

describe("encodeWav", () => {
  it("clamps samples to the 16-bit range", () => {
    const pcm = samples(encodeWav(Float32Array.from([0, 0.5, -0.5, 2, -2]), 8_000));
    expect([...pcm]).toEqual([0, 16384, -16383, 32767, -32767]);
  });
});
