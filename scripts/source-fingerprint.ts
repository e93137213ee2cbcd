import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Whether a build (the web app's, the server's) was made from the sources as they are now. The
 * build writes a stamp: a hash of the sources' contents and one of their names, sizes and
 * modification times. `npm start` compares the second first (no file read, ~4× cheaper: it runs
 * at every start) and reads the contents only when a file looks touched, so a checkout that
 * rewrites files without changing them does not rebuild.
 */
export type SourceSet = {
  root: string;
  /** Folders and files, relative to `root`. */
  inputs: readonly string[];
  /** Files under the folders that the build does not depend on (tests). */
  skip: RegExp;
};

export type Stamp = { content: string; listing: string };

export function sourceFiles(sources: SourceSet): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(sources.root, relative), {
      withFileTypes: true,
    })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!sources.skip.test(file)) files.push(file);
    }
  };
  for (const input of sources.inputs) {
    const stat = fs.statSync(path.join(sources.root, input), { throwIfNoEntry: false });
    if (stat?.isDirectory()) walk(input);
    else if (stat) files.push(input);
  }
  return files.sort();
}

function contentHash(root: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

function listingHash(root: string, files: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    const stat = fs.statSync(path.join(root, file));
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  return hash.digest("hex");
}

function readStamp(stampFile: string): Stamp | undefined {
  let text: string;
  try {
    text = fs.readFileSync(stampFile, "utf8");
  } catch {
    return undefined;
  }
  try {
    const stamp = JSON.parse(text) as Stamp | null;
    if (typeof stamp?.content === "string") return stamp;
  } catch {
    // a stamp from before the listing: the content hash alone
  }
  return { content: text, listing: "" };
}

/** The sources' stamp, taken before building (an edit made during the build rebuilds next time). */
export function takeStamp(sources: SourceSet): Stamp {
  const files = sourceFiles(sources);
  return { content: contentHash(sources.root, files), listing: listingHash(sources.root, files) };
}

export function writeStamp(stampFile: string, stamp: Stamp): void {
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp)}\n`);
}

/**
 * True when `stampFile` says the build was made from exactly these sources. When only the listing
 * differs (files touched, not changed), the stamp is brought up to date if the folder is writable.
 */
export function builtFrom(sources: SourceSet, stampFile: string): boolean {
  const stamp = readStamp(stampFile);
  if (!stamp) return false;
  const files = sourceFiles(sources);
  const listing = listingHash(sources.root, files);
  if (stamp.listing === listing) return true;
  if (stamp.content !== contentHash(sources.root, files)) return false;
  try {
    writeStamp(stampFile, { content: stamp.content, listing });
  } catch {
    // a read-only installation: the contents are compared at each start
  }
  return true;
}
