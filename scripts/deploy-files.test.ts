// The deployment files in deploy/ (docs/operations.md): the Dockerfile passes a linter and keeps
// to the tested path's steps; the systemd unit parses (systemd-analyze when the machine has it,
// else a structural check); the compose file names every part. nginx's configuration is proved
// by the multi-instance suite, which runs behind it (apps/server/src/scale).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

describe("deploy/docker/Dockerfile", () => {
  const dockerfile = read("deploy/docker/Dockerfile");

  it("has no problem dockerfile-utils can find", () => {
    expect(
      validate(dockerfile).map(
        (problem) => `line ${problem.range.start.line + 1}: ${problem.message}`,
      ),
    ).toEqual([]);
  });

  it("takes the tested path's steps: npm ci, npm run build, then what npm start runs", () => {
    expect(dockerfile).toMatch(/^RUN .*npm ci /m);
    expect(dockerfile).toMatch(/^RUN npm run build/m);
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? "[]").join(" ")).toBe(
      packageJson.scripts.start?.replace(/^exec /, ""),
    );
    // Every workspace's manifest is copied before `npm ci`, or the lockfile cannot be honoured.
    const manifests = packageJson.workspaces.flatMap((pattern) =>
      pattern.endsWith("/*")
        ? fs
            .readdirSync(path.join(root, pattern.slice(0, -2)))
            .map((name) => `${pattern.slice(0, -1)}${name}`)
        : [pattern],
    );
    for (const workspace of manifests.filter((dir) =>
      fs.existsSync(path.join(root, dir, "package.json")),
    ))
      expect(dockerfile, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });
});

describe("deploy/systemd/outsmart@.service", () => {
  const unit = read("deploy/systemd/outsmart@.service");

  it("parses: systemd-analyze verify finds nothing, or (without systemd) every line is a known section or key", () => {
    const sections = new Map<string, string[]>();
    let current = "";
    for (const line of unit.split("\n")) {
      if (line.trim() === "" || line.startsWith("#")) continue;
      const section = /^\[(\w+)\]$/.exec(line)?.[1];
      if (section) {
        current = section;
        sections.set(section, []);
        continue;
      }
      const key = /^([A-Za-z]+)=/.exec(line)?.[1];
      expect(key, line).toBeDefined();
      sections.get(current)?.push(key!);
    }
    expect([...sections.keys()]).toEqual(["Unit", "Service", "Install"]);
    for (const key of [
      "User",
      "EnvironmentFile",
      "ExecStart",
      "Restart",
      "NoNewPrivileges",
      "ProtectSystem",
    ])
      expect(sections.get("Service"), key).toContain(key);

    const analyze = spawnSync("systemd-analyze", ["--version"]);
    if (analyze.status === 0) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outsmart-unit-"));
      try {
        fs.writeFileSync(path.join(dir, "outsmart@.service"), unit);
        const verify = spawnSync(
          "systemd-analyze",
          ["verify", "--man=no", path.join(dir, "outsmart@3001.service")],
          { encoding: "utf8" },
        );
        // Problems with other units on the machine are not ours: keep the lines about this file.
        const ours = `${verify.stdout}${verify.stderr}`
          .split("\n")
          .filter((line) => line.includes("outsmart@"));
        expect(ours).toEqual([]);
        expect(verify.status).toBe(0);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it("runs what npm start runs, drains on SIGTERM and restarts on failure", () => {
    expect(unit).toContain(
      `ExecStart=/usr/bin/node ${packageJson.scripts.start?.replace(/^exec node /, "")}`,
    );
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
  });
});

describe("deploy/docker/compose.yaml", () => {
  it("runs two app instances, PostgreSQL, Redis and nginx with the shared proxy settings", () => {
    const compose = read("deploy/docker/compose.yaml");
    for (const service of ["app1", "app2", "postgres", "redis", "nginx"])
      expect(compose).toMatch(new RegExp(`^  ${service}:$`, "m"));
    expect(compose).toContain("dockerfile: deploy/docker/Dockerfile");
    expect(compose).toContain("../nginx/outsmart-proxy.conf:/etc/nginx/outsmart-proxy.conf:ro");
    expect(fs.existsSync(path.join(root, "deploy/docker/nginx.conf"))).toBe(true);
    expect(read("deploy/docker/nginx.conf")).toContain("include /etc/nginx/outsmart-proxy.conf;");
  });
});
