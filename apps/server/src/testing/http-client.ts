import type { App } from "../app.ts";
import { TEST_ORIGIN } from "./test-app.ts";

/**
 * Calls the in-process app like a browser tab: same-origin `Origin` header, and a cookie jar that
 * keeps what the server sets (and drops what it clears).
 */
export function createHttpClient(
  app: App,
  options: { cookie?: string; origin?: string | null; userAgent?: string } = {},
) {
  const jar = new Map<string, string>();
  const addCookies = (header: string) => {
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const [name, ...rest] = pair.split("=");
      if (name) jar.set(name, rest.join("="));
    }
  };
  if (options.cookie) addCookies(options.cookie);

  async function send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.origin === null ? {} : { origin: options.origin ?? TEST_ORIGIN }),
        ...(jar.size > 0
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...(options.userAgent ? { "user-agent": options.userAgent } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const [name = "", ...rest] = pair.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0\b/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      json: json as Record<string, unknown> & { error?: string; code?: string },
      text,
    };
  }

  return {
    get: (path: string, headers?: Record<string, string>) => send("GET", path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      send("POST", path, body, headers),
    patch: (path: string, body: unknown = {}) => send("PATCH", path, body),
    put: (path: string, body: unknown = {}) => send("PUT", path, body),
    delete: (path: string, body?: unknown) => send("DELETE", path, body),
    /** Any method, e.g. for a test that walks a list of routes. */
    send,
    cookies: jar,
  };
}
