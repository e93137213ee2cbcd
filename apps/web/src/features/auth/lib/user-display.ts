import { visibleEmail } from "@outsmart/contracts/placeholder-email";

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** The seed's avatar: initials of first and last name in upper case, else the e-mail's first letter, else "U". */
export function avatarInitials(person: Person): string {
  const initials =
    `${person.firstName?.trim()[0] ?? ""}${person.lastName?.trim()[0] ?? ""}`.toUpperCase();
  if (initials) return initials;
  return visibleEmail(person.email)?.[0]?.toUpperCase() ?? "U";
}

/** The seed's user-menu heading: the e-mail address, or "User". */
export function menuHeading(person: Person): string {
  return visibleEmail(person.email) ?? "User";
}

/** "Nadia Rahman", else the e-mail, else "there". */
export function displayName(person: Person): string {
  const name = `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim();
  return name || visibleEmail(person.email) || "there";
}

/** The seed's greeting name: the first name, else the e-mail's part before "@", else "there". */
export function greetingName(person: Person): string {
  const first = person.firstName?.trim();
  if (first) return first;
  const prefix = visibleEmail(person.email)?.split("@")[0]?.trim();
  return prefix || "there";
}
