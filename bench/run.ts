// `npm run bench [name…]`: runs the benchmarks (all, or those named), prints their figures and
// writes them to bench/results/<name>.json. Copy the figures into bench/README.md when they change.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(here)
  .filter((file) => file.endsWith(".bench.ts"))
  .map((file) => file.replace(/\.bench\.ts$/, ""));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Available: ${available.join(", ")}`);
  process.exit(1);
}

fs.mkdirSync(path.join(here, "results"), { recursive: true });
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n## ${name}\n`);
  const module = (await import(`./${name}.bench.ts`)) as {
    run: () => Promise<Record<string, number | string>>;
  };
  const figures = await module.run();
  for (const [label, value] of Object.entries(figures)) console.log(`| ${label} | ${value} |`);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  fs.writeFileSync(
    path.join(here, "results", `${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), machine, figures }, null, 2)}\n`,
  );
}
