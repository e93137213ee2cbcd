import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * The app has no server rendering (`ssr: false`): this runs only at build time, to prerender
 * `/` and `/pricing` and the SPA shell. React Router's default streams and lets React "outline"
 * large Suspense boundaries (send them after the page, hidden, with an inline script that moves
 * them into place): fine for a server answering while it renders, wrong for static files, where
 * the content would be invisible without JavaScript and late with it. So: React's static
 * prerender, which waits for everything, and no outlining (docs/decisions/0019-public-site-performance.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(60_000), // build time only; a loaded build machine is slow
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status });
}
