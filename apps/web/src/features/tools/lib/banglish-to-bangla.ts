/**
 * Avro-style phonetic typing (issue 15): Banglish, Bangla written in Latin letters, turned into
 * Bangla script one word at a time. Our own small rule table following the Avro Phonetic
 * conventions people already type with (k ক, kh খ, Dh ঢ, sh শ, S ষ, ng ং, a া, i ি, o the
 * inherent vowel …; capitals choose the "hard" letter), plus a short list of everyday words whose
 * casual Banglish spelling the rules alone would read differently ("dhaka" is ঢাকা, not ধাকা).
 * Why not a library: docs/decisions/0057-banglish-typing-rule-table.md.
 */

type Vowel = { latin: string; alone: string; sign: string };
type Letter = { latin: string; bangla: string };

// Longest first within each list; the matcher tries every list at each position, longest match wins.
const VOWELS: readonly Vowel[] = [
  { latin: "rri", alone: "ঋ", sign: "ৃ" },
  { latin: "OI", alone: "ঐ", sign: "ৈ" },
  { latin: "OU", alone: "ঔ", sign: "ৌ" },
  { latin: "oo", alone: "উ", sign: "ু" },
  { latin: "ee", alone: "ঈ", sign: "ী" },
  { latin: "a", alone: "আ", sign: "া" },
  { latin: "i", alone: "ই", sign: "ি" },
  { latin: "I", alone: "ঈ", sign: "ী" },
  { latin: "u", alone: "উ", sign: "ু" },
  { latin: "U", alone: "ঊ", sign: "ূ" },
  { latin: "e", alone: "এ", sign: "ে" },
  { latin: "O", alone: "ও", sign: "ো" },
];

const CONSONANTS: readonly Letter[] = [
  { latin: "kkh", bangla: "ক্ষ" },
  { latin: "kSh", bangla: "ক্ষ" },
  { latin: "chh", bangla: "ছ" },
  { latin: "t``", bangla: "ৎ" },
  { latin: "kh", bangla: "খ" },
  { latin: "gh", bangla: "ঘ" },
  { latin: "gg", bangla: "জ্ঞ" },
  { latin: "ch", bangla: "ছ" },
  { latin: "jh", bangla: "ঝ" },
  { latin: "Th", bangla: "ঠ" },
  { latin: "Dh", bangla: "ঢ" },
  { latin: "Rh", bangla: "ঢ়" },
  { latin: "th", bangla: "থ" },
  { latin: "dh", bangla: "ধ" },
  { latin: "ph", bangla: "ফ" },
  { latin: "bh", bangla: "ভ" },
  { latin: "sh", bangla: "শ" },
  { latin: "Sh", bangla: "ষ" },
  { latin: "Ng", bangla: "ঙ" },
  { latin: "NG", bangla: "ঞ" },
  { latin: "k", bangla: "ক" },
  { latin: "g", bangla: "গ" },
  { latin: "G", bangla: "গ" },
  { latin: "c", bangla: "চ" },
  { latin: "j", bangla: "জ" },
  { latin: "J", bangla: "জ" },
  { latin: "T", bangla: "ট" },
  { latin: "D", bangla: "ড" },
  { latin: "R", bangla: "ড়" },
  { latin: "N", bangla: "ণ" },
  { latin: "t", bangla: "ত" },
  { latin: "d", bangla: "দ" },
  { latin: "n", bangla: "ন" },
  { latin: "p", bangla: "প" },
  { latin: "f", bangla: "ফ" },
  { latin: "b", bangla: "ব" },
  { latin: "v", bangla: "ভ" },
  { latin: "m", bangla: "ম" },
  { latin: "z", bangla: "য" },
  { latin: "r", bangla: "র" },
  { latin: "l", bangla: "ল" },
  { latin: "S", bangla: "ষ" },
  { latin: "s", bangla: "স" },
  { latin: "h", bangla: "হ" },
  { latin: "q", bangla: "ক" },
  { latin: "x", bangla: "ক্স" },
];

/** Signs that follow any letter and never join the next consonant. */
const MARKS: readonly Letter[] = [
  { latin: "ng", bangla: "ং" },
  { latin: "^", bangla: "ঁ" },
];

/** Letters Avro reads by case; every other capital is read as its small letter. */
const CASE_SENSITIVE = new Set("oiudgjnrstyz");

const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";

/**
 * Everyday words typed in casual Banglish whose spelling the rules read differently (Avro's own
 * keyboard has such an autocorrect list). Only a word typed all in small letters is looked up.
 */
const COMMON_WORDS: Readonly<Record<string, string>> = {
  dhaka: "ঢাকা",
  eid: "ঈদ",
  chharr: "ছাড়",
  chhar: "ছাড়",
  free: "ফ্রি",
  delivery: "ডেলিভারি",
  offer: "অফার",
  sale: "সেল",
  order: "অর্ডার",
  product: "প্রোডাক্ট",
  discount: "ডিসকাউন্ট",
  online: "অনলাইন",
  page: "পেজ",
  inbox: "ইনবক্স",
  stock: "স্টক",
  bhalo: "ভালো",
  valo: "ভালো",
  tomar: "তোমার",
  kapor: "কাপড়",
  dokan: "দোকান",
  ora: "ওরা",
  kothay: "কোথায়",
  keno: "কেন",
  prottek: "প্রত্যেক",
  dhonnobad: "ধন্যবাদ",
  jonno: "জন্য",
  shundor: "সুন্দর",
  shathe: "সাথে",
  shobai: "সবাই",
  ektu: "একটু",
  apnar: "আপনার",
  apni: "আপনি",
  amra: "আমরা",
  taka: "টাকা",
  boshe: "বসে",
  acho: "আছো",
  shari: "শাড়ি",
  sharee: "শাড়ি",
  bazar: "বাজার",
  chai: "চাই",
  chhoto: "ছোট",
};

function matchAt<T extends { latin: string }>(list: readonly T[], text: string, index: number) {
  let best: T | undefined;
  for (const item of list)
    if (text.startsWith(item.latin, index) && item.latin.length > (best?.latin.length ?? 0))
      best = item;
  return best;
}

/** One word of Latin letters (and digits) in Bangla script, by the Avro Phonetic conventions. */
export function banglishWordToBangla(word: string): string {
  const known = COMMON_WORDS[word];
  if (known !== undefined && Object.hasOwn(COMMON_WORDS, word)) return known;
  const text = [...word]
    .map((char) => (CASE_SENSITIVE.has(char.toLowerCase()) ? char : char.toLowerCase()))
    .join("");
  let out = "";
  // What came just before: a consonant joins the next one with a hasant (্), takes a vowel sign.
  // After a phala or য় a vowel is still a sign, but the next consonant does not join ("koyla").
  let previous: "start" | "consonant" | "phala" | "vowel" | "other" = "start";
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (/[0-9]/.test(char)) {
      out += BENGALI_DIGITS[Number(char)];
      previous = "other";
      index += 1;
      continue;
    }
    if (char === "`") {
      previous = "other"; // the separator: "k`h" is কহ, not খ
      index += 1;
      continue;
    }
    const vowel = matchAt(VOWELS, text, index);
    const consonant = matchAt(CONSONANTS, text, index);
    const mark = matchAt(MARKS, text, index);
    const longest = Math.max(
      vowel?.latin.length ?? 0,
      consonant?.latin.length ?? 0,
      mark?.latin.length ?? 0,
    );
    if (mark && mark.latin.length === longest) {
      out += mark.bangla;
      previous = "other";
      index += mark.latin.length;
    } else if (vowel && vowel.latin.length === longest) {
      // "a" after another vowel is য়া, as Avro reads it ("haoa" হাওয়া).
      if (previous === "consonant" || previous === "phala") out += vowel.sign;
      else if (previous === "vowel" && vowel.latin === "a") out += "য়া";
      else out += vowel.alone;
      previous = "vowel";
      index += vowel.latin.length;
    } else if (consonant && consonant.latin.length === longest) {
      if (consonant.latin === "x" && previous === "start") out += "এ";
      else if (previous === "consonant") out += "্";
      out += consonant.bangla;
      previous = "consonant";
      index += consonant.latin.length;
    } else if (char === "o") {
      // The inherent vowel: nothing after a consonant, অ at the start, ও after another vowel.
      if (previous === "vowel") out += "ও";
      else if (previous === "start" || previous === "other") out += "অ";
      previous = "vowel";
      index += 1;
    } else if (char === "y" || char === "Y" || char === "w" || char === "Z") {
      // য-ফলা and ব-ফলা after a consonant; য় and ও as letters of their own.
      const afterConsonant: boolean = previous === "consonant";
      if (char === "Z" || ((char === "y" || char === "Y") && afterConsonant)) out += "্য";
      else if (char === "w" && afterConsonant) out += "্ব";
      else out += char === "w" ? "ও" : "য়";
      // A phala or য় takes the vowel after it as a sign ("bishwas" বিশ্বাস, "ditiyo" দিতিয়).
      previous = char === "w" && !afterConsonant ? "vowel" : "phala";
      index += 1;
    } else {
      out += char;
      previous = "other";
      index += 1;
    }
  }
  return out;
}

/** A Latin word (letters, digits and Avro's ` and ^) just before `end` in `value`, if there is one. */
export function latinWordBefore(
  value: string,
  end: number,
): { start: number; word: string } | undefined {
  const match = /[A-Za-z0-9`^]+$/.exec(value.slice(0, end));
  if (!match || !/[A-Za-z0-9]/.test(match[0])) return undefined;
  return { start: end - match[0].length, word: match[0] };
}

/** Whether typing `char` finishes a word (a space, a new line or punctuation). */
export function finishesWord(char: string): boolean {
  return /^[\s.,!?;:)\]}"'%/-]$/u.test(char);
}

/** Every Latin word of `text` converted (for tests and pasting a whole phrase). */
export function banglishToBangla(text: string): string {
  return text.replace(/[A-Za-z0-9`^]+/g, (word) => banglishWordToBangla(word));
}

/**
 * After an input event in a field with Bangla typing on: when the text just typed finishes a word
 * (space, new line, punctuation) right before the caret, that Latin word becomes Bangla. The
 * change is made with the browser's editing command, which keeps it on the undo stack (Ctrl+Z
 * restores the Latin word) and fires the input event the form listens to.
 */
export function convertFinishedWord(
  element: HTMLInputElement | HTMLTextAreaElement,
  event: Event,
): void {
  const native = event as InputEvent;
  if (native.isComposing) return;
  const typed =
    native.inputType === "insertLineBreak" || native.inputType === "insertParagraph"
      ? "\n"
      : native.inputType === "insertText"
        ? native.data
        : null;
  const last = typed?.at(-1);
  if (!last || !finishesWord(last)) return;
  const caret = element.selectionStart;
  if (caret === null || caret !== element.selectionEnd || element.value[caret - 1] !== last) return;
  const wordEnd = caret - 1;
  const found = latinWordBefore(element.value, wordEnd);
  if (!found) return;
  const bangla = banglishWordToBangla(found.word);
  if (bangla === found.word) return;
  element.setSelectionRange(found.start, wordEnd);
  if (!document.execCommand("insertText", false, bangla)) {
    element.setRangeText(bangla, found.start, wordEnd, "end");
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }
  const after = found.start + bangla.length + 1;
  element.setSelectionRange(after, after);
}
