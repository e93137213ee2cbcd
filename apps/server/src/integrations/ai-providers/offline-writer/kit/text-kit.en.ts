import { joinNatural, type TextKitPhrases } from "./text-kit.ts";

export const textKitEn: TextKitPhrases = {
  counted: (text, count) => `${text} (${count} ${count === 1 ? "character" : "characters"})`,
  list: (items) => joinNatural(items),
};
