/**
 * Words are not facts: a translated build replaces the words of src/data (the
 * fields src/data/wordFields.ts lists), so code that finds an entry by its
 * words finds nothing on /te/, /hi/ and /ur/, and no English test notices (the
 * home page lost its commitments that way). This test fails on code in src/
 * that compares such a field with ===, !==, ==, !=, includes, startsWith,
 * endsWith, indexOf or a switch. A field counts when TypeScript resolves it to
 * a declaration in a data file whose word patterns end on that field's name
 * (`clinic.commitments[].title`: `title` declared in clinic.ts).
 */
import path from 'node:path';
import ts from 'typescript';
import {dataWordFields} from '@site/src/data/wordFields';

const root = path.join(__dirname, '../..');
const srcDir = path.join(root, 'src') + path.sep;
const dataDir = path.join(srcDir, 'data') + path.sep;

/** Per data file, the fields its word patterns end on: `clinic.commitments[].title` → title. */
const wordFieldNames = new Map(
  Object.entries(dataWordFields).map(([file, {patterns}]) => [
    file,
    new Set(
      patterns.flatMap((pattern) => {
        const fields = pattern
          .split('.')
          .slice(1)
          .map((segment) => segment.replace(/\[\]$/, ''))
          .filter((segment) => segment !== '*');
        return fields.length > 0 ? [fields.at(-1)!] : [];
      }),
    ),
  ]),
);

/** A file of code that looks up data by its words, checked alongside src/ to show the scan sees them. */
const probe = path.join(srcDir, 'lookupsByWordsProbe.ts');
const probeSource = `import {clinic} from './data/clinic';
import {getTreatment} from './data/treatments';
const lines = getTreatment('veneers').pricing!.lines;
export const byTitle = clinic.commitments.find((c) => c.title === 'Step-free access');
export const notByItem = (item: string) => lines.filter((l) => l.item !== item);
export const inList = (words: string[]) => lines.some((l) => words.includes(l.item));
export const started = clinic.commitments.filter((c) => c.detail.startsWith('Every'));
export function pick(item: string) {
  switch (lines[0]!.item) {
    case item:
      return 1;
    default:
      return 0;
  }
}
// Not lookups by words: ids, a missing field, a field of another type.
export const byId = lines.find((l) => l.id === 'composite-veneer');
export const named = lines.filter((l) => l.item !== undefined);
export const other = [{title: 'a'}].find((o) => o.title === 'a');
`;

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.browser.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;
const sources = config.fileNames.filter(
  (file) => file.startsWith(srcDir) && /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file),
);
const host = ts.createCompilerHost(config.options);
const fileExists = host.fileExists.bind(host);
const getSourceFile = host.getSourceFile.bind(host);
host.fileExists = (file) => file === probe || fileExists(file);
host.getSourceFile = (file, language, ...rest) =>
  file === probe
    ? ts.createSourceFile(file, probeSource, language, true)
    : getSourceFile(file, language, ...rest);
const program = ts.createProgram([...sources, probe], config.options, host);
const checker = program.getTypeChecker();

/** `expression` (parentheses, `!` and `as` aside) when it reads a word field of the data, with the data file. */
function wordField(expression: ts.Expression): string | undefined {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e) || ts.isAsExpression(e))
    e = e.expression;
  if (!ts.isPropertyAccessExpression(e)) return undefined;
  const {name} = e;
  const declarations = checker.getSymbolAtLocation(name)?.declarations ?? [];
  const file = declarations
    .map((d) => path.resolve(d.getSourceFile().fileName))
    .find(
      (f) => f.startsWith(dataDir) && wordFieldNames.get(path.basename(f, '.ts'))?.has(name.text),
    );
  return file && `${e.getText()} (words of ${path.relative(root, file)})`;
}

const isNothing = (e: ts.Expression) =>
  e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined');
const equality = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const stringMatches = new Set(['includes', 'startsWith', 'endsWith', 'indexOf']);

/** Each place in `file` that compares a word of the data, as "file:line: what". */
function lookupsByWords(file: ts.SourceFile): string[] {
  const found: string[] = [];
  const report = (node: ts.Node, field: string) => {
    const {line} = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(
      `${path.relative(root, file.fileName)}:${line + 1}: ${node.getText(file).split('\n')[0]} compares ${field}, which a translated build replaces: look it up by its id`,
    );
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && equality.has(node.operatorToken.kind)) {
      const [a, b] = [node.left, node.right];
      const field = (!isNothing(b) && wordField(a)) || (!isNothing(a) && wordField(b));
      if (field) report(node, field);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      stringMatches.has(node.expression.name.text)
    ) {
      const field = [node.expression.expression, ...node.arguments].map(wordField).find(Boolean);
      if (field) report(node, field);
    } else if (ts.isSwitchStatement(node)) {
      const field = wordField(node.expression);
      if (field) report(node, field);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('code that finds data by its words', () => {
  it('is looked for in every source file of src/', () => {
    expect(sources.length).toBeGreaterThan(150);
    expect(sources).toContain(
      path.join(srcDir, 'pages', '_components', 'HomeContent', 'index.tsx'),
    );
  });

  it('is found: comparisons, list and string matches and switches on data words, not on ids', () => {
    const found = lookupsByWords(program.getSourceFile(probe)!);
    expect(found.map((f) => f.replace(/ compares .*/, ''))).toEqual([
      "src/lookupsByWordsProbe.ts:4: c.title === 'Step-free access'",
      'src/lookupsByWordsProbe.ts:5: l.item !== item',
      'src/lookupsByWordsProbe.ts:6: words.includes(l.item)',
      "src/lookupsByWordsProbe.ts:7: c.detail.startsWith('Every')",
      'src/lookupsByWordsProbe.ts:9: switch (lines[0]!.item) {',
    ]);
    expect(found[0]).toMatch(
      /compares c\.title \(words of src\/data\/clinic\.ts\), which a translated build replaces: look it up by its id$/,
    );
  });

  it('is nowhere in src/', () => {
    const found = sources.flatMap((file) => lookupsByWords(program.getSourceFile(file)!));
    expect(found).toEqual([]);
  });
});
