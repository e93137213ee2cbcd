import type { Genre, Mood } from "@outsmart/contracts/tool-fields";
import { createRandom, type Random } from "../kit/random.ts";

/**
 * A small, deterministic music synthesiser for the offline Stable Audio tool: a four-chord
 * progression with pad, bass, melody and (for some genres) drums, shaped by envelopes and a touch
 * of echo, written as 16-bit PCM mono WAV. Genre picks tempo, timbres and rhythm; mood picks the
 * scale, the progression and how fast and bright it is. Everything random comes from the seed.
 */
export const SAMPLE_RATE = 22_050;
export const MIN_SECONDS = 1;
export const MAX_SECONDS = 30;
export const DEFAULT_SECONDS = 10;

export type SynthRequest = { genre: Genre; mood: Mood; durationSeconds: number; seed: number };

/** Out-of-range lengths are clamped to 1–30 s; anything that is not a number becomes 10 s. */
export function clampDuration(seconds: number): number {
  if (!Number.isFinite(seconds)) return DEFAULT_SECONDS;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, seconds));
}

type Voice = {
  /** Relative amplitude of harmonics 1, 2, 3, … */
  harmonics: readonly number[];
  attack: number;
  decay: number;
  sustain: number;
  release: number;
  /** A second copy this many cents sharp, for width. */
  detuneCents?: number;
  /** Soft saturation amount (tanh drive). */
  drive?: number;
};

const VOICES = {
  softPad: {
    harmonics: [1, 0.25, 0.06],
    attack: 1.2,
    decay: 0.5,
    sustain: 0.9,
    release: 1.5,
    detuneCents: 7,
  },
  strings: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2, 0.16],
    attack: 0.4,
    decay: 0.3,
    sustain: 0.8,
    release: 0.8,
    detuneCents: 5,
  },
  squarePad: {
    harmonics: [1, 0, 0.33, 0, 0.2, 0, 0.14],
    attack: 0.05,
    decay: 0.3,
    sustain: 0.6,
    release: 0.3,
  },
  electricPiano: {
    harmonics: [1, 0.35, 0.1],
    attack: 0.005,
    decay: 1.4,
    sustain: 0.2,
    release: 0.4,
  },
  piano: {
    harmonics: [1, 0.55, 0.3, 0.15, 0.08, 0.04],
    attack: 0.004,
    decay: 1.6,
    sustain: 0.05,
    release: 0.5,
  },
  powerChord: {
    harmonics: [1, 0.6, 0.45, 0.3, 0.2],
    attack: 0.01,
    decay: 0.4,
    sustain: 0.7,
    release: 0.15,
    drive: 2.5,
  },
  bell: { harmonics: [1, 0, 0.4, 0, 0.15], attack: 0.01, decay: 1.2, sustain: 0.1, release: 0.8 },
  sawLead: {
    harmonics: [1, 0.5, 0.33, 0.25, 0.2],
    attack: 0.01,
    decay: 0.2,
    sustain: 0.6,
    release: 0.15,
  },
  flute: { harmonics: [1, 0.15, 0.05], attack: 0.06, decay: 0.2, sustain: 0.8, release: 0.2 },
  bass: { harmonics: [1, 0.35, 0.1], attack: 0.01, decay: 0.3, sustain: 0.7, release: 0.1 },
} satisfies Record<string, Voice>;

type Drum = "kick" | "snare" | "hat" | "ride" | "tom" | "shaker";

type Style = {
  bpm: number;
  pad: Voice | "none";
  lead: Voice | "pluck";
  bass: "roots" | "eighths" | "walking" | "none";
  /** Drum hits per bar on a 16-step grid. */
  drums: Partial<Record<Drum, readonly number[]>>;
  /** Chance of a melody note on each eighth. */
  density: number;
  echo: number;
  swing: boolean;
  arpeggiate: boolean;
  sevenths: boolean;
};

const STYLES: Readonly<Record<Genre, Style>> = {
  ambient: {
    bpm: 68,
    pad: VOICES.softPad,
    lead: VOICES.bell,
    bass: "roots",
    drums: {},
    density: 0.25,
    echo: 0.45,
    swing: false,
    arpeggiate: false,
    sevenths: true,
  },
  classical: {
    bpm: 88,
    pad: VOICES.strings,
    lead: VOICES.flute,
    bass: "roots",
    drums: {},
    density: 0.6,
    echo: 0.2,
    swing: false,
    arpeggiate: true,
    sevenths: false,
  },
  electronic: {
    bpm: 122,
    pad: VOICES.squarePad,
    lead: VOICES.sawLead,
    bass: "eighths",
    drums: { kick: [0, 4, 8, 12], snare: [4, 12], hat: [2, 6, 10, 14] },
    density: 0.55,
    echo: 0.2,
    swing: false,
    arpeggiate: false,
    sevenths: false,
  },
  jazz: {
    bpm: 104,
    pad: VOICES.electricPiano,
    lead: VOICES.flute,
    bass: "walking",
    drums: { ride: [0, 4, 6, 8, 12, 14], snare: [4, 12] },
    density: 0.55,
    echo: 0.1,
    swing: true,
    arpeggiate: false,
    sevenths: true,
  },
  rock: {
    bpm: 116,
    pad: VOICES.powerChord,
    lead: VOICES.sawLead,
    bass: "eighths",
    drums: { kick: [0, 6, 8], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] },
    density: 0.45,
    echo: 0.12,
    swing: false,
    arpeggiate: false,
    sevenths: false,
  },
  folk: {
    bpm: 96,
    pad: "none",
    lead: "pluck",
    bass: "roots",
    drums: { shaker: [2, 6, 10, 14] },
    density: 0.5,
    echo: 0.15,
    swing: false,
    arpeggiate: true,
    sevenths: false,
  },
  cinematic: {
    bpm: 76,
    pad: VOICES.strings,
    lead: VOICES.flute,
    bass: "roots",
    drums: { tom: [0, 10] },
    density: 0.3,
    echo: 0.35,
    swing: false,
    arpeggiate: false,
    sevenths: false,
  },
  piano: {
    bpm: 84,
    pad: VOICES.piano,
    lead: VOICES.piano,
    bass: "roots",
    drums: {},
    density: 0.55,
    echo: 0.18,
    swing: false,
    arpeggiate: true,
    sevenths: true,
  },
};

type MoodShape = {
  scale: readonly number[];
  progressions: readonly (readonly number[])[];
  tempo: number;
  level: number;
};

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const HARMONIC_MINOR = [0, 2, 3, 5, 7, 8, 11];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];

/** Progressions are scale degrees (0 = the key's chord), one chord per bar. */
const MOODS: Readonly<Record<Mood, MoodShape>> = {
  calm: {
    scale: MAJOR,
    progressions: [
      [0, 3, 0, 4],
      [0, 5, 3, 4],
    ],
    tempo: 0.85,
    level: 0.8,
  },
  relaxing: {
    scale: MAJOR,
    progressions: [
      [0, 3, 5, 3],
      [3, 0, 3, 4],
    ],
    tempo: 0.8,
    level: 0.75,
  },
  energetic: {
    scale: MAJOR,
    progressions: [
      [0, 4, 5, 3],
      [5, 3, 0, 4],
    ],
    tempo: 1.2,
    level: 1,
  },
  dark: {
    scale: MINOR,
    progressions: [
      [0, 5, 6, 4],
      [0, 3, 5, 4],
    ],
    tempo: 0.9,
    level: 0.85,
  },
  uplifting: {
    scale: MAJOR,
    progressions: [
      [0, 4, 5, 3],
      [3, 4, 0, 0],
    ],
    tempo: 1.05,
    level: 0.95,
  },
  mysterious: {
    scale: DORIAN,
    progressions: [
      [0, 3, 0, 6],
      [0, 1, 0, 6],
    ],
    tempo: 0.9,
    level: 0.8,
  },
  peaceful: {
    scale: MAJOR,
    progressions: [
      [0, 3, 0, 3],
      [0, 5, 3, 0],
    ],
    tempo: 0.75,
    level: 0.7,
  },
  dramatic: {
    scale: HARMONIC_MINOR,
    progressions: [
      [0, 5, 3, 4],
      [0, 3, 4, 4],
    ],
    tempo: 1,
    level: 1,
  },
};

const SINE_SIZE = 4096;
const SINE = Float32Array.from({ length: SINE_SIZE }, (_, index) =>
  Math.sin((2 * Math.PI * index) / SINE_SIZE),
);

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Adds one enveloped note to the buffer (additive synthesis from a sine table). */
function renderTone(
  out: Float32Array,
  start: number,
  length: number,
  frequency: number,
  amplitude: number,
  voice: Voice,
): void {
  const first = Math.round(start * SAMPLE_RATE);
  const held = Math.max(1, Math.round(length * SAMPLE_RATE));
  const release = Math.max(1, Math.round(voice.release * SAMPLE_RATE));
  const last = Math.min(out.length, first + held + release);
  const attack = Math.max(1, voice.attack * SAMPLE_RATE);
  const decay = Math.max(1, voice.decay * SAMPLE_RATE);
  const copies = voice.detuneCents ? [1, 2 ** (voice.detuneCents / 1200)] : [1];
  const steps: number[] = [];
  const weights: number[] = [];
  for (const copy of copies)
    voice.harmonics.forEach((weight, index) => {
      const hz = frequency * (index + 1) * copy;
      if (weight > 0 && hz < SAMPLE_RATE / 2.2) {
        steps.push((hz * SINE_SIZE) / SAMPLE_RATE);
        weights.push(weight / copies.length);
      }
    });
  // Typed arrays and a wrapped phase keep this inner loop cheap: it runs for every sample of every note.
  const step = Float64Array.from(steps);
  const weight = Float64Array.from(weights);
  const phase = new Float64Array(steps.length);
  const count = steps.length;
  const drive = voice.drive ?? 0;
  const driveNorm = drive > 0 ? Math.tanh(drive) : 1;
  let releaseFrom = 0;
  for (let index = Math.max(0, first); index < last; index += 1) {
    const t = index - first;
    let envelope: number;
    if (t < attack) envelope = t / attack;
    else if (t < attack + decay) envelope = 1 - (1 - voice.sustain) * ((t - attack) / decay);
    else envelope = voice.sustain;
    if (t < held) releaseFrom = envelope;
    else envelope = releaseFrom * (1 - (t - held) / release);
    let sample = 0;
    for (let partial = 0; partial < count; partial += 1) {
      let position = phase[partial]!;
      sample += weight[partial]! * SINE[position | 0]!;
      position += step[partial]!;
      if (position >= SINE_SIZE) position -= SINE_SIZE;
      phase[partial] = position;
    }
    if (drive > 0) sample = Math.tanh(sample * drive) / driveNorm;
    out[index] = out[index]! + sample * envelope * amplitude;
  }
}

/** A plucked string (Karplus–Strong): a burst of noise in a delay line that filters itself. */
function renderPluck(
  out: Float32Array,
  start: number,
  frequency: number,
  amplitude: number,
  random: Random,
): void {
  const first = Math.round(start * SAMPLE_RATE);
  const period = Math.max(2, Math.round(SAMPLE_RATE / frequency));
  const line = Float32Array.from({ length: period }, () => random.next() * 2 - 1);
  const last = Math.min(out.length, first + Math.round(1.8 * SAMPLE_RATE));
  let position = 0;
  for (let index = Math.max(0, first); index < last; index += 1) {
    const current = line[position] ?? 0;
    const next = line[(position + 1) % period] ?? 0;
    line[position] = 0.498 * (current + next);
    out[index] = (out[index] ?? 0) + current * amplitude;
    position = (position + 1) % period;
  }
}

function renderDrum(
  out: Float32Array,
  start: number,
  drum: Drum,
  amplitude: number,
  random: Random,
): void {
  const first = Math.round(start * SAMPLE_RATE);
  const lengths: Record<Drum, number> = {
    kick: 0.3,
    snare: 0.18,
    hat: 0.05,
    ride: 0.35,
    tom: 0.6,
    shaker: 0.07,
  };
  const last = Math.min(out.length, first + Math.round(lengths[drum] * SAMPLE_RATE));
  let phase = 0;
  let previousNoise = 0;
  for (let index = Math.max(0, first); index < last; index += 1) {
    const t = (index - first) / SAMPLE_RATE;
    const noise = random.next() * 2 - 1;
    const bright = noise - previousNoise;
    previousNoise = noise;
    let sample = 0;
    if (drum === "kick" || drum === "tom") {
      const [from, to, fall] = drum === "kick" ? [130, 48, 25] : [110, 70, 6];
      phase += (to + (from - to) * Math.exp(-t * fall)) / SAMPLE_RATE;
      sample = Math.sin(2 * Math.PI * phase) * Math.exp(-t * (drum === "kick" ? 9 : 5));
    } else if (drum === "snare") {
      phase += 185 / SAMPLE_RATE;
      sample = (0.7 * noise + 0.3 * Math.sin(2 * Math.PI * phase)) * Math.exp(-t * 22);
    } else if (drum === "hat") sample = 0.6 * bright * Math.exp(-t * 70);
    else if (drum === "ride") sample = 0.35 * bright * Math.exp(-t * 9);
    else sample = 0.4 * bright * Math.exp(-t * 45);
    out[index] = (out[index] ?? 0) + sample * amplitude;
  }
}

/** A nearest scale tone at or above a MIDI note, by degree (wrapping into higher octaves). */
function degreeToMidi(root: number, scale: readonly number[], degree: number): number {
  const octave = Math.floor(degree / scale.length);
  const step = ((degree % scale.length) + scale.length) % scale.length;
  return root + octave * 12 + (scale[step] ?? 0);
}

/** Renders the piece into floating-point samples in [-1, 1]. */
function renderPiece({ genre, mood, durationSeconds, seed }: SynthRequest): Float32Array {
  const seconds = clampDuration(durationSeconds);
  const random = createRandom(seed, `audio:${genre}:${mood}`);
  const style = STYLES[genre];
  const shape = MOODS[mood];
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const bpm = style.bpm * shape.tempo * (0.95 + random.next() * 0.1);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const root = random.pick([53, 55, 57, 58, 60, 62]);
  const progression = random.pick(shape.progressions);
  const scale = shape.scale;
  const bars = Math.ceil(seconds / bar);
  const sixteenth = beat / 4;
  let melodyDegree = 7 + random.pick([0, 2, 4]);
  for (let barIndex = 0; barIndex < bars; barIndex += 1) {
    const barStart = barIndex * bar;
    const lastBar = barIndex === bars - 1;
    const chordDegree = lastBar ? 0 : (progression[barIndex % progression.length] ?? 0);
    const chord = [0, 2, 4, ...(style.sevenths ? [6] : [])].map((offset) =>
      degreeToMidi(root - 12, scale, chordDegree + offset),
    );
    if (style.pad !== "none") {
      if (style.arpeggiate)
        for (let step = 0; step < 8; step += 1) {
          const note = chord[step % chord.length] ?? root;
          renderTone(
            out,
            barStart + step * beat * 0.5,
            beat * 0.9,
            midiToHz(note),
            0.16,
            style.pad,
          );
        }
      else if (style.pad === VOICES.powerChord)
        for (let step = 0; step < 8; step += 1)
          for (const note of [chord[0] ?? root, (chord[0] ?? root) + 7])
            renderTone(
              out,
              barStart + step * beat * 0.5,
              beat * 0.45,
              midiToHz(note),
              0.12,
              style.pad,
            );
      else
        for (const note of chord) renderTone(out, barStart, bar, midiToHz(note), 0.13, style.pad);
    } else
      for (let step = 0; step < 8; step += 1) {
        const note = chord[[0, 2, 1, 2, 0, 2, 1, 2][step] ?? 0] ?? root;
        renderPluck(out, barStart + step * beat * 0.5, midiToHz(note + 12), 0.35, random);
      }
    const bassNote = (chord[0] ?? root) - 12;
    if (style.bass === "roots")
      renderTone(out, barStart, bar * 0.95, midiToHz(bassNote), 0.32, VOICES.bass);
    else if (style.bass === "eighths")
      for (let step = 0; step < 8; step += 1)
        renderTone(
          out,
          barStart + step * beat * 0.5,
          beat * 0.4,
          midiToHz(bassNote),
          0.28,
          VOICES.bass,
        );
    else if (style.bass === "walking")
      [0, 2, 4, 5].forEach((offset, step) =>
        renderTone(
          out,
          barStart + step * beat,
          beat * 0.9,
          midiToHz(degreeToMidi(bassNote, scale, offset)),
          0.3,
          VOICES.bass,
        ),
      );
    for (const [drum, steps] of Object.entries(style.drums) as [Drum, readonly number[]][])
      for (const step of steps)
        renderDrum(out, barStart + step * sixteenth, drum, drum === "kick" ? 0.7 : 0.35, random);
    // Melody on eighths: a random walk over the scale, leaning on chord tones on strong beats and
    // coming home to the key note at the end.
    for (let step = 0; step < 8; step += 1) {
      if (lastBar && step > 0) break;
      const strong = step % 2 === 0;
      if (!lastBar && random.next() > style.density * (strong ? 1.2 : 0.8)) continue;
      if (lastBar) melodyDegree = 7;
      else if (strong && random.next() < 0.5)
        melodyDegree = 7 + chordDegree + random.pick([0, 2, 4]);
      else melodyDegree += random.pick([-2, -1, -1, 1, 1, 2]);
      melodyDegree = Math.min(13, Math.max(4, melodyDegree));
      const swingDelay = style.swing && !strong ? beat / 6 : 0;
      const length = lastBar ? bar : beat * random.pick([0.5, 0.5, 1, 1.5]);
      const note = degreeToMidi(root, scale, melodyDegree);
      if (style.lead === "pluck")
        renderPluck(
          out,
          barStart + step * beat * 0.5 + swingDelay,
          midiToHz(note + 12),
          0.45,
          random,
        );
      else
        renderTone(
          out,
          barStart + step * beat * 0.5 + swingDelay,
          length * 0.9,
          midiToHz(note),
          0.2,
          style.lead,
        );
    }
  }
  // Echo: two feedback taps give the sound some space without a real reverb's cost.
  if (style.echo > 0)
    for (const [delay, gain] of [
      [Math.round(beat * 0.75 * SAMPLE_RATE), style.echo * 0.6],
      [Math.round(0.047 * SAMPLE_RATE), style.echo * 0.4],
    ] as const)
      for (let index = delay; index < out.length; index += 1)
        out[index] = (out[index] ?? 0) + (out[index - delay] ?? 0) * gain;
  // Fades: a short fade-in against clicks and a gentle fade-out of up to 1.5 s.
  const fadeIn = Math.min(out.length, Math.round(0.02 * SAMPLE_RATE));
  for (let index = 0; index < fadeIn; index += 1) out[index] = (out[index] ?? 0) * (index / fadeIn);
  const fadeOut = Math.min(out.length, Math.round(Math.min(1.5, seconds * 0.2) * SAMPLE_RATE));
  for (let index = 0; index < fadeOut; index += 1) {
    const position = out.length - 1 - index;
    out[position] = (out[position] ?? 0) * (index / fadeOut) ** 1.5;
  }
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  const gain = peak > 0 ? (0.85 * shape.level) / peak : 0;
  for (let index = 0; index < out.length; index += 1) out[index] = (out[index] ?? 0) * gain;
  return out;
}

/** A 44-byte RIFF/WAVE header followed by 16-bit little-endian PCM, mono. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataLength = samples.length * 2;
  const bytes = new Uint8Array(44 + dataLength);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataLength, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataLength, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clamped * 32767), true);
  });
  return bytes;
}

export function synthesizeWav(request: SynthRequest): Uint8Array {
  return encodeWav(renderPiece(request));
}
