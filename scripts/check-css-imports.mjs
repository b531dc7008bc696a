#!/usr/bin/env node
// Fails when a module uses a CSS class whose stylesheet it does not import, itself or through its
// imports: it looks right only where another module has loaded that stylesheet first. The story
// check shows story after story in one loaded preview, so it would not see such a borrowed look.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  repositoryFiles,
  resolveSpecifier,
  runtimeImports,
  workspacePackages,
} from './check-import-cycles.mjs';

const ROOTS = ['packages/ui/src/', 'packages/app/src/'];
/** What every page and every story loads before any component (the app's entry, both previews). */
const ENTRIES = [
  'packages/app/src/app/main.tsx',
  'packages/app/.storybook/preview.tsx',
  'packages/ui/.storybook/preview.tsx',
];
/** Components: what draws the classes (a .ts module holding a class name for another is not). */
const COMPONENT = /\.tsx$/;
const NOT_A_USER = /\.(test|stories)\.tsx$|\/(testing|__tests__)\//;
/** Route modules: each loads the stylesheets of the features it renders. */
const ROUTE = /\/packages\/app\/src\/app\/routes\/.+\.tsx$/;
/** Block names that are plain words (`.character`) are too often plain words in text too. */
const CHECKED_CLASS = /[-_]/;

/**
 * The app feature a file belongs to (`packages/app/src/features/<name>/`), or undefined: a
 * feature's stylesheet is loaded by its routes for all of the feature's components.
 */
function featureOf(file) {
  return /\/packages\/app\/src\/features\/[^/]+\//.exec(file)?.[0];
}

/** The class names a stylesheet's selectors define. */
export function definedClasses(css) {
  const classes = new Set();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of withoutComments.matchAll(/([^{};]+)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, name] of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/**
 * Whole words of a module's string and template literals: candidate class names. A word that
 * touches a `${…}` is only part of a name, and is left out.
 */
export function literalWords(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const words = new Set();
  const add = (literal, { openStart = false, openEnd = false } = {}) => {
    const parts = literal.split(/\s+/);
    if (openStart && !/^\s/.test(literal)) parts.shift();
    if (openEnd && !/\s$/.test(literal)) parts.pop();
    for (const part of parts) if (part) words.add(part);
  };
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    else if (ts.isTemplateHead(node)) add(node.text, { openEnd: true });
    else if (ts.isTemplateMiddle(node)) add(node.text, { openStart: true, openEnd: true });
    else if (ts.isTemplateTail(node)) add(node.text, { openStart: true });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}

/** `module: .class (stylesheets)` for each class a module uses without importing its stylesheet. */
export function findBorrowedClasses(root, files) {
  const packages = workspacePackages(root);
  const imports = new Map();
  const importsOf = (file) => {
    if (!imports.has(file)) {
      const specifiers = file.endsWith('.css')
        ? []
        : runtimeImports(file, readFileSync(file, 'utf8'));
      imports.set(
        file,
        specifiers
          .map((specifier) => resolveSpecifier(specifier, file, packages))
          .filter((target) => target !== undefined),
      );
    }
    return imports.get(file);
  };
  const closure = (start) => {
    const seen = new Set([start]);
    const work = [start];
    while (work.length > 0) {
      for (const target of importsOf(work.pop())) {
        if (seen.has(target)) continue;
        seen.add(target);
        work.push(target);
      }
    }
    return seen;
  };

  const stylesheetsOf = new Map();
  for (const file of files.filter((name) => name.endsWith('.css'))) {
    for (const name of definedClasses(readFileSync(file, 'utf8'))) {
      stylesheetsOf.set(name, [...(stylesheetsOf.get(name) ?? []), file]);
    }
  }
  const global = new Set(
    ENTRIES.map((entry) => join(root, entry))
      .filter((entry) => existsSync(entry))
      .flatMap((entry) => importsOf(entry).filter((target) => target.endsWith('.css'))),
  );

  const named = (sheets) => sheets.map((sheet) => relative(root, sheet)).join(', ');
  const problems = [];
  /** Classes a component leaves to its feature's routes to load: component → [class, sheets]. */
  const leftToRoutes = new Map();
  for (const file of files.filter((name) => COMPONENT.test(name) && !NOT_A_USER.test(name))) {
    const loaded = closure(file);
    const feature = featureOf(file);
    for (const word of literalWords(file, readFileSync(file, 'utf8'))) {
      const stylesheets = stylesheetsOf.get(word);
      if (!stylesheets || !CHECKED_CLASS.test(word)) continue;
      if (stylesheets.some((sheet) => loaded.has(sheet) || global.has(sheet))) continue;
      const ownFeature = stylesheets.filter((sheet) => feature && featureOf(sheet) === feature);
      if (ownFeature.length > 0) {
        leftToRoutes.set(file, [...(leftToRoutes.get(file) ?? []), [word, ownFeature]]);
        continue;
      }
      problems.push(`${relative(root, file)}: .${word} (${named(stylesheets)})`);
    }
  }
  for (const route of files.filter((name) => ROUTE.test(name) && !NOT_A_USER.test(name))) {
    const loaded = closure(route);
    for (const component of loaded) {
      for (const [word, sheets] of leftToRoutes.get(component) ?? []) {
        if (sheets.some((sheet) => loaded.has(sheet))) continue;
        problems.push(
          `${relative(root, route)}: .${word} of ${relative(root, component)} (${named(sheets)})`,
        );
      }
    }
  }
  return problems;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = repositoryFiles(
    root,
    (file) =>
      ROOTS.some((dir) => file.startsWith(dir)) && (file.endsWith('.css') || COMPONENT.test(file)),
  );
  const problems = findBorrowedClasses(root, files);
  if (problems.length === 0) {
    console.log(`Every class used in ${files.length} files comes with its stylesheet.`);
    return;
  }
  console.error('Classes used without importing the stylesheet that defines them:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
