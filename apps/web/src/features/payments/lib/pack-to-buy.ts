import { isPackId, type PackId } from "@outsmart/contracts/plans";
import { paths } from "@outsmart/contracts/routes";

/**
 * The pack a signed-out visitor chose before being sent to sign in or sign up (issue 14). Kept in
 * localStorage, not sessionStorage, because an e-mail sign-up ends in the confirmation link,
 * which the mail app may open in a new tab; forgotten after a day or once the choice is made.
 */
const STORAGE_KEY = "outsmart:packToBuy";
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberPackToBuy(packId: PackId): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ packId, at: Date.now() }));
  } catch {
    // blocked storage: the ?pack= in the return address still carries it
  }
}

export function rememberedPackToBuy(): PackId | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as {
      packId?: unknown;
      at?: unknown;
    } | null;
    if (value && isPackId(value.packId) && Date.now() - Number(value.at) < KEEP_MS)
      return value.packId;
  } catch {
    // unreadable storage: nothing remembered
  }
  return undefined;
}

export function forgetPackToBuy(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}

/** Where sign-in or sign-up returns a visitor who was buying `packId`. */
export const continuePurchasePath = (packId: PackId) => `${paths.pricing}?pack=${packId}`;

/** The pack a return address (`/pricing?pack=starter`) is for, if any. */
export function packInReturnPath(path: string): PackId | undefined {
  const [pathname, query = ""] = path.split("?");
  if (pathname !== paths.pricing) return undefined;
  const packId = new URLSearchParams(query).get("pack");
  return isPackId(packId) ? packId : undefined;
}
