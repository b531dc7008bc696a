#!/usr/bin/env node
// Lists every source file over 400 lines and every function (declaration, expression, arrow,
// method, accessor, constructor) over 100 lines, and fails when one has no reason (issue 49).
//
// The reason is one comment line that begins `// Long:` followed by why, e.g.
// `// Long: one row per operation; the table reads best whole.`
// - for a file: on one of its first 5 lines;
// - for a function: among the comment lines directly above the line where the function begins, or
//   where the declaration, variable, property or export holding it begins (a JSDoc block may sit
//   between the reason and the function).
// A function's size is the lines of its full text, from its first token to its closing one. A
// `describe(…)` callback is not measured: it is a list of test cases, each its own function.
//
// Checked: packages/*/{src,test,e2e,scripts,bench,tools,mutants} and scripts/, without
// node_modules, dist, generated code, declaration files, storybook-static and api-spec.
// Usage: node scripts/check-code-size.mjs [path …]   (paths limit the check to files under them)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 100;
const REASON = /^\s*\/\/ Long:\s*\S/;
const FILE_REASON_LINES = 5;

const CHECKED = /^(packages\/[^/]+\/(src|test|e2e|scripts|bench|tools|mutants)|scripts)\//;
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const IGNORED = [
  /(^|\/)(node_modules|dist|dist-demo|generated|storybook-static|api-spec)\//,
  /\.d\.[mc]?ts$/,
];

const HOLDERS = new Set([
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.VariableDeclarationList,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.AsExpression,
  ts.SyntaxKind.SatisfiesExpression,
]);

const WRAPPERS = new Set([
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.AsExpression,
  ts.SyntaxKind.SatisfiesExpression,
]);
const NAMED_HOLDERS = new Set([
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.PropertyDeclaration,
]);

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

function nameText(name) {
  return name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) ? name.text : undefined;
}

/** Whether `node` is the body of a `describe`, `describe.each(…)(…)`, `describe.skip` … call. */
function isSuiteCallback(node) {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node)) return false;
  let callee = call.expression;
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) {
    callee = callee.expression;
  }
  return ts.isIdentifier(callee) && callee.text === 'describe';
}

/** The name a reader would look for: `main`, `marketplaceScenario.run`, `t.each callback`. */
function functionName(node, source) {
  let wrapper = node;
  while (WRAPPERS.has(wrapper.parent?.kind)) wrapper = wrapper.parent;
  const parent = wrapper.parent;
  let own = nameText(node.name) ?? (ts.isConstructorDeclaration(node) ? 'constructor' : undefined);
  let member = node;
  if (own === undefined && NAMED_HOLDERS.has(parent?.kind)) {
    own = nameText(parent.name);
    member = parent;
  }
  if (own === undefined) {
    return parent && ts.isCallExpression(parent)
      ? `${parent.expression.getText(source)} callback`
      : '(anonymous)';
  }
  const container = member.parent;
  const containerName = ts.isClassLike(container)
    ? nameText(container.name)
    : ts.isObjectLiteralExpression(container) && ts.isVariableDeclaration(container.parent)
      ? nameText(container.parent.name)
      : undefined;
  return containerName ? `${containerName}.${own}` : own;
}

/** The first line of the function or of what holds it (`const`, a property, `export default`). */
function declarationStart(node, source) {
  let top = node;
  while (top.parent && HOLDERS.has(top.parent.kind)) top = top.parent;
  return source.getLineAndCharacterOfPosition(top.getStart(source)).line;
}

/** Whether the comment lines directly above `line` (0-based) hold a `// Long:` reason. */
function hasReasonAbove(lines, line) {
  let inBlock = false;
  for (let index = line - 1; index >= 0; index--) {
    const text = lines[index].trim();
    if (inBlock) {
      if (text.startsWith('/*')) inBlock = false;
      continue;
    }
    if (REASON.test(text)) return true;
    if (text.startsWith('//')) continue;
    if (text.endsWith('*/')) {
      inBlock = !text.startsWith('/*');
      continue;
    }
    return false;
  }
  return false;
}

function scriptKind(fileName) {
  if (/\.[jt]sx$/.test(fileName)) return ts.ScriptKind.TSX;
  return /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** The long file and long functions of one module, each with whether it gives a reason. */
export function measure(fileName, text) {
  const lines = text.split('\n');
  const lineCount = text.endsWith('\n') ? lines.length - 1 : lines.length;
  const findings = [];
  if (lineCount > MAX_FILE_LINES) {
    const reasoned = lines.slice(0, FILE_REASON_LINES).some((line) => REASON.test(line));
    findings.push({ file: fileName, line: 1, name: '(file)', lines: lineCount, reasoned });
  }
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const visit = (node) => {
    if (isFunction(node) && !isSuiteCallback(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const size = last - first + 1;
      if (size > MAX_FUNCTION_LINES) {
        findings.push({
          file: fileName,
          line: first + 1,
          name: functionName(node, source),
          lines: size,
          reasoned: hasReasonAbove(lines, declarationStart(node, source)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

/** The checked source files, repository-relative, under any of `paths` (all when none). */
export function checkedFiles(root, paths = []) {
  const prefixes = paths.map((path) => relative(root, resolve(path)).replace(/\/$/, ''));
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
  })
    .toString()
    .split('\n')
    .filter((file) => CHECKED.test(file) && SOURCE.test(file))
    .filter((file) => !IGNORED.some((pattern) => pattern.test(file)))
    .filter((file) => prefixes.length === 0 || prefixes.some((p) => within(file, p)))
    .filter((file) => existsSync(join(root, file)));
}

function within(file, prefix) {
  return prefix === '' || file === prefix || file.startsWith(`${prefix}/`);
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = checkedFiles(root, process.argv.slice(2));
  const findings = files.flatMap((file) => measure(file, readFileSync(join(root, file), 'utf8')));
  for (const finding of findings) {
    const limit = finding.name === '(file)' ? MAX_FILE_LINES : MAX_FUNCTION_LINES;
    const verdict = finding.reasoned ? 'has a `// Long:` reason' : 'NO `// Long:` reason';
    const where = `${finding.file}:${finding.line}`;
    console.log(`${where} ${finding.name}: ${finding.lines} lines (over ${limit}), ${verdict}`);
  }
  const longFiles = findings.filter((finding) => finding.name === '(file)');
  const longFunctions = findings.filter((finding) => finding.name !== '(file)');
  const unreasoned = findings.filter((finding) => !finding.reasoned).length;
  const withReason = (list) => list.filter((finding) => finding.reasoned).length;
  console.log(
    `${files.length} files checked: ${longFiles.length} files over ${MAX_FILE_LINES} lines ` +
      `(${withReason(longFiles)} with a reason), ${longFunctions.length} functions over ` +
      `${MAX_FUNCTION_LINES} lines (${withReason(longFunctions)} with a reason); ` +
      `${unreasoned} without a reason.`,
  );
  if (unreasoned > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
