import fs from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";

/**
 * The fonts a PDF export is drawn with, bundled as npm packages (no system font, no download):
 * Noto Sans Bengali (Bengali, Latin and the punctuation and symbols captions use) and Noto Emoji
 * (monochrome: a PDF cannot carry a colour emoji font), regular and bold. Text is shaped by
 * HarfBuzz, the shaping engine browsers use, so Bengali conjuncts and vowel signs come out as on
 * the page (ADR 0074).
 */
const require = createRequire(import.meta.url);

export type FontFace = {
  name: string;
  /** The font file, for the invisible text layer pdfkit writes. */
  file: string;
  font: hb.Font;
  upem: number;
  covers: ReadonlySet<number>;
};

function open(name: string, module: string): FontFace {
  const file = require.resolve(module);
  const face = new hb.Face(new hb.Blob(fs.readFileSync(file)));
  return {
    name,
    file,
    font: new hb.Font(face),
    upem: face.upem,
    covers: new Set(face.collectUnicodes()),
  };
}

let loaded: { regular: FontFace[]; bold: FontFace[] } | undefined;

/** The faces in fallback order, opened once per process on the first PDF. */
export function pdfFaces(): { regular: FontFace[]; bold: FontFace[] } {
  loaded ??= {
    regular: [
      open(
        "bengali-400",
        "@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf",
      ),
      open("emoji-400", "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf"),
    ],
    bold: [
      open(
        "bengali-700",
        "@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf",
      ),
      open("emoji-700", "@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf"),
    ],
  };
  return loaded;
}

/** Marks, joiners, variation selectors, skin tones and tag characters belong to the character before them. */
function joinsPrevious(character: string, codePoint: number): boolean {
  return (
    /^\p{M}$/u.test(character) ||
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    codePoint === 0xfe0e ||
    codePoint === 0xfe0f ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff) ||
    (codePoint >= 0xe0020 && codePoint <= 0xe007f)
  );
}

/**
 * Splits text into runs one face can draw: a character stays in the face already in use when it
 * has it, else goes to the first face that has it (the first face draws what none has).
 */
export function fontRuns(
  text: string,
  faces: readonly FontFace[],
): { face: FontFace; text: string }[] {
  const runs: { face: FontFace; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && (joinsPrevious(character, codePoint) || last.face.covers.has(codePoint))) {
      last.text += character;
      continue;
    }
    const face = faces.find((candidate) => candidate.covers.has(codePoint)) ?? faces[0];
    if (!face) throw new Error("No fonts to draw with");
    if (last && last.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs;
}

export type ShapedGlyph = { id: number; xAdvance: number; xOffset: number; yOffset: number };

/** HarfBuzz's glyphs for a run of one face, in font units (script and direction guessed). */
export function shape(face: FontFace, text: string): { glyphs: ShapedGlyph[]; width: number } {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(face.font, buffer);
  const positions = buffer.getGlyphPositions();
  const glyphs = buffer.getGlyphInfos().map((info, index) => ({
    id: info.codepoint,
    xAdvance: positions[index]?.xAdvance ?? 0,
    xOffset: positions[index]?.xOffset ?? 0,
    yOffset: positions[index]?.yOffset ?? 0,
  }));
  return { glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) };
}

const outlines = new Map<string, string>();

/** A glyph's outline as an SVG path in font units (y up), cached per face and glyph. */
export function glyphOutline(face: FontFace, glyph: number): string {
  const key = `${face.name}:${glyph}`;
  let path = outlines.get(key);
  if (path === undefined) {
    path = face.font.glyphToPath(glyph);
    outlines.set(key, path);
  }
  return path;
}
