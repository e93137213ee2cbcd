// Plain JavaScript on purpose: it must run (and explain itself) on an old Node too.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Outsmart needs Node.js 24 LTS or newer; this is Node ${process.version}.\n` +
      "Install Node 24 (the version is in .nvmrc), for example with nvm: nvm install && nvm use",
  );
  process.exit(1);
}
