import fs from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";

/**
 * Inlines each prerendered page's critical CSS (every rule that matches an element in its HTML,
 * at every breakpoint) into a `<style>` in `<head>`, and moves the full stylesheet's `<link>` to
 * the end of `<body>`, so the first paint waits for the HTML alone instead of a second round trip
 * (docs/decisions/0019-public-site-performance.md). The full stylesheet still loads at once, for
 * what scripts add later (the mobile menu, reveal on scroll, other pages); React finds it there
 * by its href, so it neither adds a second copy nor waits for it.
 *
 * CSP: the document policy's `style-src` allows inline styles (ADR 0005), so the `<style>` needs
 * no hash; a hash would even switch `'unsafe-inline'` off for the toast library's style element.
 */
export async function inlineCriticalCss(options: {
  clientDir: string;
  pages: readonly string[];
  log: (message: string) => void;
}): Promise<void> {
  const beasties = new Beasties({
    path: options.clientDir,
    publicPath: "/",
    preload: "body",
    // No <noscript> copy: without scripts the link at the end of <body> loads all the same.
    noscriptFallback: false,
    // Other pages use the same stylesheet: keep it whole.
    pruneSource: false,
    // Rules Beasties would drop although the page uses them (checked by screenshots of the pages
    // with only the inlined CSS): it matches a selector after deleting its pseudo-classes, which
    // leaves nothing of Tailwind's `:where(.space-y-3>:not(:last-child))` (every spacing and
    // divider utility), and it compares class names as written in the HTML, where React escapes
    // the `&` of arbitrary variants such as `[&_svg]:size-4`. Keep all of those (about 2 KiB).
    allowRules: [/:(where|is)\(/, /\\&/],
    // Fonts are handled below: Beasties cannot see a family used through a CSS variable.
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: "warn",
  });
  for (const page of options.pages) {
    const file = path.join(options.clientDir, page === "/" ? "" : page, "index.html");
    const html = await fs.readFile(file, "utf8");
    // Beasties marks the element it worked in; React would see a stray attribute on <html>.
    let processed = (await beasties.process(html)).replace(" data-beasties-container", "");
    const css = /<style>([\s\S]+?)<\/style>/.exec(processed)?.[1];
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"[^>]*><\/body>/.exec(processed)?.[1];
    if (!css || !stylesheet)
      throw new Error(`Critical CSS: ${page} has no inlined <style> or no stylesheet at the end`);
    // The bundled Bengali font (ADR 0053) is declared in the first paint's CSS, without a preload:
    // its unicode-range makes the browser fetch it only when a Bengali glyph or ৳ is drawn.
    const fontFaces = await fontFaceRules(path.join(options.clientDir, stylesheet));
    processed = processed.replace("</style>", `${fontFaces}</style>`);
    // A Bangla page draws its first words in the font: fetch it with the page, not after the
    // first paint found Bengali glyphs, so the text does not reflow when it arrives (CLS).
    if (/^\/bn(\/|$)/.test(page))
      processed = processed.replace(
        "</style>",
        `</style>${HOLD_STYLE}${fontPreloads(fontFaces)}<script>${HOLD_FOR_BENGALI_FONT}</script>`,
      );
    await fs.writeFile(file, processed);
    options.log(`Critical CSS: ${page} inlines ${(css.length / 1024).toFixed(1)} KiB`);
  }
}

/**
 * A Bangla page waits (at most 2 s) for its two Bengali faces before its first paint: text drawn in
 * the fallback first (boxes, on a device without a Bengali font) is re-wrapped when the font
 * arrives, and the hero moved by a line each time (CLS 0.07 on /bn). The body is hidden by a
 * `<style>` in the HTML (not made by the script: the script is counted in the page's JavaScript
 * budget, the HTML is not), undone for a browser without JavaScript by `<noscript>`; the script
 * removes it when both faces are loaded (at once where the device has Noto Sans Bengali: `local()`
 * in app.css), after 2 s, or at once without the Font Loading API. React 19 leaves the extra head
 * elements alone. Allowed by the CSP like every inline script of a built page (its hash).
 */
const HOLD_STYLE =
  '<style id="hold">body{visibility:hidden}</style><noscript><style>body{visibility:visible}</style></noscript>';
const HOLD_FOR_BENGALI_FONT =
  '(function(f,s,e,q){s=document.getElementById("hold");e=function(){s.remove()};q=\'1em "Noto Sans Bengali"\';f?(setTimeout(e,2e3),Promise.all([f.load(q,"অ"),f.load("700 "+q,"অ")]).then(e,e)):e()})(document.fonts)';

/** `<link rel="preload">` for each font file the rules name. */
function fontPreloads(fontFaces: string): string {
  return [...fontFaces.matchAll(/url\(([^)]+\.woff2)\)/g)]
    .map(
      (match) =>
        // High priority: the first paint needs the font more than the scripts (hydration) do, and
        // text drawn in the fallback first re-wraps when the font arrives (CLS on /bn).
        `<link rel="preload" href="${match[1]}" as="font" type="font/woff2" crossorigin="" fetchpriority="high">`,
    )
    .join("");
}

/** The stylesheet's `@font-face` rules, as written (their `url()`s are already absolute). */
async function fontFaceRules(stylesheetFile: string): Promise<string> {
  const css = await fs.readFile(stylesheetFile, "utf8");
  const rules = css.match(/@font-face\{[^}]*\}/g) ?? [];
  if (rules.length === 0) throw new Error(`Critical CSS: ${stylesheetFile} declares no font`);
  return rules.join("");
}
