import { legacyRedirects, normalizePathname, paths } from "@outsmart/contracts/routes";
import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";

/** /login, /signup → /auth; /history, /profile → their dashboard pages (the server redirects too). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRedirects[normalizePathname(url.pathname)] ?? paths.home;
  return redirect(`${target}${url.search}`);
}

export default function LegacyRedirect() {
  return null;
}
