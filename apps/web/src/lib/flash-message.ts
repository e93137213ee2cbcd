/**
 * A message for the next page: leaving the signed-in app goes to the landing page, which has its
 * own (lighter) layout, so a toast raised before navigating would be lost with the old toaster.
 * Kept in session storage; a page that finds one loads its toaster and shows it once.
 */
const key = "outsmart:flash";

export function setFlashMessage(message: string): void {
  try {
    window.sessionStorage.setItem(key, message);
  } catch {
    // storage disabled: the message is lost, nothing else is
  }
}

export function hasFlashMessage(): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The waiting message, removed so it shows once. */
export function takeFlashMessage(): string | null {
  try {
    const message = window.sessionStorage.getItem(key);
    if (message !== null) window.sessionStorage.removeItem(key);
    return message;
  } catch {
    return null;
  }
}
