// After `npm install`: rewrites the `exports` map of packages listed below into an equivalent,
// much shorter one (explicit entries only where a subpath is a folder's index, one `./*` pattern
// for the rest). Node 24 parses a package's `exports` again for every one of its files it loads;
// drizzle-orm's 447 entries cost ~0.8 s of every server start (ADR 0084). The rewrite is checked
// entry by entry: if any subpath would resolve differently, the file is left as it was.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const packages = ["drizzle-orm"];

/** Replaces every string leaf of a conditions object with `map(leaf)`. */
function mapTargets(value, map) {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapTargets(item, map));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapTargets(item, map)]),
    );
  return value;
}

/** Node's lookup for one subpath: an exact key first, else the `./*` pattern. */
function resolve(exports, subpath) {
  if (Object.hasOwn(exports, subpath)) return exports[subpath];
  const pattern = exports["./*"];
  if (!pattern || !subpath.startsWith("./")) return undefined;
  const rest = subpath.slice(2);
  return mapTargets(pattern, (target) => target.replaceAll("*", rest));
}

export function compactExports(exports) {
  const subpaths = Object.keys(exports);
  if (subpaths.some((key) => key.includes("*"))) return undefined; // already has patterns
  // The shape most entries share ("./x" → "./x.js" and friends), as a `./*` pattern.
  let pattern;
  let matches = 0;
  for (const key of subpaths) {
    if (!key.startsWith("./") || key.includes("*")) continue;
    const name = key.slice(2);
    const candidate = mapTargets(exports[key], (target) => target.replace(`./${name}.`, "./*."));
    const count = subpaths.filter(
      (other) =>
        JSON.stringify(resolve({ "./*": candidate }, other)) === JSON.stringify(exports[other]),
    ).length;
    if (count > matches) [pattern, matches] = [candidate, count];
  }
  if (!pattern || matches < 2) return undefined;
  const compact = { "./*": pattern };
  for (const key of subpaths) {
    const guess = resolve({ "./*": pattern }, key);
    if (JSON.stringify(guess) !== JSON.stringify(exports[key])) compact[key] = exports[key];
  }
  for (const key of subpaths)
    if (JSON.stringify(resolve(compact, key)) !== JSON.stringify(exports[key])) return undefined;
  return compact;
}

if (import.meta.main) {
  for (const name of packages) {
    const file = path.join(root, "node_modules", name, "package.json");
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
    if (!manifest.exports || manifest.exports["./*"]) continue;
    const compact = compactExports(manifest.exports);
    if (!compact) {
      console.warn(`${name}: its exports could not be shortened safely; left as they are`);
      continue;
    }
    const before = Object.keys(manifest.exports).length;
    manifest.exports = compact;
    fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(
      `${name}: exports shortened from ${before} to ${Object.keys(compact).length} entries`,
    );
  }
}
