#!/usr/bin/env node
// Fails when runtime imports form a cycle anywhere in the workspace (static, re-export or dynamic
// `import()`; type-only imports are erased by TypeScript and ignored). It replaces ESLint's
// import/no-cycle, which re-resolved every module graph per file and took 70 of lint's 80 seconds.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IGNORED = [/(^|\/)generated\//, /(^|\/)dist(-demo)?\//, /mockServiceWorker\.js$/];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** The runtime import specifiers of one module. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Workspace packages by name, with their `exports` map resolved to files. */
export function workspacePackages(root) {
  const packages = new Map();
  const packagesDir = join(root, 'packages');
  if (!existsSync(packagesDir)) return packages;
  for (const name of readdirSync(packagesDir)) {
    const manifestFile = join(packagesDir, name, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const exports =
      typeof manifest.exports === 'string' ? { '.': manifest.exports } : manifest.exports;
    packages.set(manifest.name, { dir: dirname(manifestFile), exports: exports ?? {} });
  }
  return packages;
}

function resolveFile(base) {
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The workspace file `specifier` names from `fromFile`; undefined for a dependency. */
export function resolveSpecifier(specifier, fromFile, packages) {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(fromFile), specifier));
  for (const [name, { dir, exports }] of packages) {
    if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
    const target = exports[`.${specifier.slice(name.length)}`];
    return typeof target === 'string' ? resolveFile(resolve(dir, target)) : undefined;
  }
  return undefined; // a dependency: outside the workspace, it cannot close a cycle.
}

/** Every cycle's modules (one per strongly connected component), as repository-relative paths. */
export function findImportCycles(root, files) {
  const packages = workspacePackages(root);
  const graph = new Map(
    files.map((file) => [
      file,
      runtimeImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveSpecifier(specifier, file, packages))
        .filter((target) => target !== undefined),
    ]),
  );
  // Tarjan's strongly connected components, iteratively (deep graphs must not overflow the stack).
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1]++;
        const target = edges[next];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) !== index.get(node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(relative(root, member));
      } while (member !== node);
      const selfImport = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** The repository's files (tracked, or new and not ignored) that `keep` accepts, as absolute paths. */
export function repositoryFiles(root, keep) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\n')
    .filter((file) => file !== '' && keep(file))
    .map((file) => join(root, file))
    .filter((file) => existsSync(file));
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = repositoryFiles(
    root,
    (file) => SOURCE.test(file) && !IGNORED.some((pattern) => pattern.test(file)),
  );
  const cycles = findImportCycles(root, files);
  if (cycles.length === 0) {
    console.log(`No import cycles among ${files.length} modules.`);
    return;
  }
  for (const cycle of cycles) console.error(`Import cycle between:\n  ${cycle.join('\n  ')}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
