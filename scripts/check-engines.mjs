#!/usr/bin/env node
// Fails when an installed package declares `engines.node` that excludes the oldest Node the README
// promises (the root package.json's own `engines.node`). npm only warns (EBADENGINE) and the package
// may then crash at run time, so this turns the warning into a failing check.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const promised = semver.minVersion(root.engines.node);
if (!promised) throw new Error(`package.json engines.node is not a range: ${root.engines.node}`);

/** Every package folder under a node_modules directory, scoped ones included, nested ones too. */
function* packageDirs(modules) {
  if (!existsSync(modules)) return;
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    const dir = join(modules, name);
    if (name.startsWith('@')) {
      for (const sub of readdirSync(dir)) yield* withNested(join(dir, sub));
    } else yield* withNested(dir);
  }
}

function* withNested(dir) {
  yield dir;
  yield* packageDirs(join(dir, 'node_modules'));
}

const excluded = [];
const seen = new Set();
for (const modules of ['node_modules', ...root.workspaces.map((w) => join(w, 'node_modules'))]) {
  for (const dir of packageDirs(modules)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const range = pkg.engines?.node;
    const id = `${pkg.name}@${pkg.version}`;
    if (typeof range !== 'string' || seen.has(id)) continue;
    seen.add(id);
    const valid = semver.validRange(range);
    // Ranges npm itself cannot read are not ours to judge; npm ignores them too.
    if (valid && !semver.satisfies(promised, valid)) excluded.push(`${id} needs node ${range}`);
  }
}

if (excluded.length > 0) {
  console.error(`Installed packages that exclude Node ${promised} (package.json engines.node):`);
  for (const line of excluded) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`engines: ${seen.size} packages declare engines.node, all accept Node ${promised}`);
