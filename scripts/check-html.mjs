#!/usr/bin/env node
// Checks every .html file in build/ with the W3C Nu HTML Checker (npm vnu-jar),
// in one java process. Prints the errors grouped by file (line:column, message,
// the extract around it), a count of the remaining warnings and info messages
// by kind, and exits 1 on any error (2 when the check itself could not run).
//
//   node scripts/check-html.mjs [build dir] [--json <file>]
//
// --json writes {files: [{file, errors}], errors, warnings, seconds} so that
// scripts/run-tests.mjs can count one passed/failed per page.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const args = process.argv.slice(2);
const jsonIndex = args.indexOf('--json');
const jsonOut = jsonIndex >= 0 ? args.splice(jsonIndex, 2)[1] : undefined;
const buildDir = path.resolve(args[0] ?? 'build');

function fail(message) {
  console.error(`check-html: ${message}`);
  process.exit(2);
}

function htmlFilesUnder(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

if (!fs.existsSync(buildDir))
  fail(`${buildDir} does not exist; run the build first (npm run build).`);
const files = htmlFilesUnder(buildDir);
if (files.length === 0) fail(`no .html files under ${buildDir}.`);

const vnuJar = createRequire(import.meta.url)('vnu-jar');
const started = Date.now();
// --stdout: the JSON report goes to stdout, java's own complaints stay on stderr.
// vnu exits 1 when it finds errors; the report decides, not the exit code.
const vnu = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files], {
  encoding: 'utf8',
  maxBuffer: 512 * 1024 * 1024,
});
const seconds = (Date.now() - started) / 1000;
if (vnu.error)
  fail(
    `could not start java (${vnu.error.message}); the checker needs Java 11 or newer on the PATH.`,
  );

let report;
try {
  report = JSON.parse(vnu.stdout);
} catch {
  fail(`vnu gave no JSON report (exit ${vnu.status}).\n${vnu.stderr}`);
}

const relative = (url) => (url ? path.relative(buildDir, fileURLToPath(url)) : '(no file)');
// "error" is invalid HTML; "non-document-error" means a file could not be read
// or parsed at all. Both fail the check. "info" (with subType "warning" or
// without) is advice and is only counted.
const isError = (message) => message.type === 'error' || message.type === 'non-document-error';

const errorsByFile = new Map(files.map((file) => [path.relative(buildDir, file), []]));
const adviceByKind = new Map();
for (const message of report.messages) {
  if (isError(message)) {
    const file = relative(message.url);
    if (!errorsByFile.has(file)) errorsByFile.set(file, []);
    errorsByFile.get(file).push(message);
  } else {
    const kind = `${message.subType ?? message.type}: ${message.message}`;
    adviceByKind.set(kind, (adviceByKind.get(kind) ?? 0) + 1);
  }
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
let errorCount = 0;
for (const [file, errors] of errorsByFile) {
  if (errors.length === 0) continue;
  errorCount += errors.length;
  console.log(`\n${file} (${errors.length} error${errors.length === 1 ? '' : 's'})`);
  for (const error of errors) {
    const where = error.lastLine
      ? `${error.firstLine ?? error.lastLine}:${error.firstColumn ?? error.lastColumn}`
      : '-';
    console.log(`  ${where}  ${error.message}`);
    if (error.extract) console.log(`      ${oneLine(error.extract)}`);
  }
}

const failedFiles = [...errorsByFile.values()].filter((errors) => errors.length > 0).length;
const adviceCount = [...adviceByKind.values()].reduce((sum, count) => sum + count, 0);
if (adviceCount > 0) {
  console.log(
    `\n${adviceCount} warning/info message${adviceCount === 1 ? '' : 's'} (not failures):`,
  );
  for (const [kind, count] of [...adviceByKind].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count} × ${kind}`);
}
console.log(
  `\nHTML check: ${files.length} files in ${seconds.toFixed(1)} s, ` +
    `${errorCount} error${errorCount === 1 ? '' : 's'} in ${failedFiles} file${failedFiles === 1 ? '' : 's'}.`,
);

if (jsonOut) {
  fs.mkdirSync(path.dirname(path.resolve(jsonOut)), {recursive: true});
  const summary = {
    files: [...errorsByFile].map(([file, errors]) => ({file, errors: errors.length})),
    errors: errorCount,
    warnings: adviceCount,
    seconds,
  };
  fs.writeFileSync(jsonOut, `${JSON.stringify(summary, null, 2)}\n`);
}

process.exit(errorCount > 0 ? 1 : 0);
