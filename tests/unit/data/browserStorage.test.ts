/**
 * Keeps src/data/browserStorage.ts (the list the privacy policy shows) true
 * to the code: every localStorage or sessionStorage key used in src/ and
 * static/js/ must be listed, and every key listed must be used, by the site's
 * code or by the Docusaurus theme. The code is read with the TypeScript
 * parser, so comments and strings that merely mention storage do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {browserStorage, type StorageKind} from '@site/src/data/browserStorage';

const root = path.join(__dirname, '..', '..', '..');
const scannedDirs = ['src', path.join('static', 'js')];
const codeFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
/** The storage helpers (readDraft, writeSetting …): their first argument is the key. */
const wrapperModule = path.join('src', 'lib', 'storage.ts');

const storageKinds: StorageKind[] = ['localStorage', 'sessionStorage'];
const accessMethods = new Set(['getItem', 'setItem', 'removeItem']);

interface Source {
  file: string;
  tree: ts.SourceFile;
}

interface KeyUse {
  file: string;
  key: string;
  storage: StorageKind;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function parse(file: string, text: string): Source {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.(js|jsx|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TS;
  return {file, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)};
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const isStringLiteral = (node: ts.Node | undefined): node is ts.StringLiteralLike =>
  node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** `const name = 'literal'` (or let, var) anywhere in a file. */
function stringConstants(tree: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  walk(tree, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      if (isStringLiteral(node.initializer)) constants.set(node.name.text, node.initializer.text);
    }
  });
  return constants;
}

/** The storage named at the end of an expression: `localStorage`, `window.sessionStorage`. */
function storageNamed(node: ts.Node): StorageKind | null {
  const name = ts.isIdentifier(node)
    ? node.text
    : ts.isPropertyAccessExpression(node)
      ? node.name.text
      : null;
  return storageKinds.find((k) => k === name) ?? null;
}

/**
 * The keys a set of files uses, and the uses it cannot read: a key that is
 * neither a string literal nor a constant holding one, or storage touched
 * other than by getItem, setItem and removeItem (outside the helper module).
 */
function scan(sources: Source[], wrappers: {kinds: Map<string, StorageKind>; file: string} | null) {
  const exported = new Map<string, string>();
  const perFile = new Map<string, Map<string, string>>();
  for (const {file, tree} of sources) {
    const constants = stringConstants(tree);
    perFile.set(file, constants);
    for (const [name, value] of constants) exported.set(name, value);
  }

  const uses: KeyUse[] = [];
  const unreadable: string[] = [];
  const where = (file: string, node: ts.Node) =>
    `${file}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  for (const {file, tree} of sources) {
    const constants = perFile.get(file)!;
    const resolve = (arg: ts.Expression | undefined): string | null => {
      if (isStringLiteral(arg)) return arg.text;
      if (arg && ts.isIdentifier(arg)) {
        return constants.get(arg.text) ?? exported.get(arg.text) ?? null;
      }
      return null;
    };
    const accounted = new Set<ts.Node>();
    walk(tree, (node) => {
      if (!ts.isCallExpression(node)) return;
      const callee = node.expression;
      let storage: StorageKind | null = null;
      if (ts.isPropertyAccessExpression(callee) && accessMethods.has(callee.name.text)) {
        storage = storageNamed(callee.expression);
        if (storage) accounted.add(callee.expression);
      } else if (
        wrappers &&
        file !== wrappers.file &&
        ts.isIdentifier(callee) &&
        wrappers.kinds.has(callee.text)
      ) {
        storage = wrappers.kinds.get(callee.text)!;
      }
      if (!storage) return;
      const key = resolve(node.arguments[0]);
      if (key === null) unreadable.push(`${where(file, node)}: a key the test cannot read`);
      else uses.push({file, key, storage});
    });
    if (wrappers && file === wrappers.file) continue;
    walk(tree, (node) => {
      if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && storageNamed(node)) {
        const parent = node.parent;
        // `x.localStorage` is looked at as a whole; `{localStorage: …}` only names a property.
        const inside = ts.isPropertyAccessExpression(parent) && parent.name === node;
        const propertyName =
          (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) &&
          parent.name === node;
        if (!inside && !propertyName && !accounted.has(node)) {
          unreadable.push(`${where(file, node)}: ${node.getText()} used other than by a key`);
        }
      }
    });
  }
  return {uses, unreadable};
}

/**
 * The helper module's exported functions that take the key first, each with the
 * storages it names (as a name, `window.localStorage`, or as a string, `'localStorage'`).
 */
function readWrappers(source: Source): Map<string, StorageKind[]> {
  const helpers = new Map<string, StorageKind[]>();
  walk(source.tree, (node) => {
    if (
      ts.isFunctionDeclaration(node) &&
      node.name &&
      node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      node.parameters[0]?.name.getText() === 'key'
    ) {
      const kinds = new Set<StorageKind>();
      walk(node, (inner) => {
        const kind = isStringLiteral(inner)
          ? (storageKinds.find((k) => k === inner.text) ?? null)
          : (ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner)) && storageNamed(inner);
        if (kind) kinds.add(kind);
      });
      helpers.set(node.name.text, [...kinds]);
    }
  });
  return helpers;
}

const sources = scannedDirs
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => codeFile.test(file))
  .map((file) => parse(path.relative(root, file), fs.readFileSync(file, 'utf8')));
const wrapperSource = sources.find((s) => s.file === wrapperModule)!;
const wrapperInfo = readWrappers(wrapperSource);
const wrappers = {
  kinds: new Map([...wrapperInfo].map(([name, kinds]) => [name, kinds[0]])),
  file: wrapperModule,
};
const {uses, unreadable} = scan(sources, wrappers);

describe('the scan itself', () => {
  const scanText = (text: string, withWrappers = false) =>
    scan(
      [parse('example.ts', text)],
      withWrappers
        ? {kinds: new Map([['readDraft', 'sessionStorage' as const]]), file: 'storage.ts'}
        : null,
    );

  it('finds literal keys, keys held in constants and keys passed to the helpers', () => {
    const {uses: found, unreadable: none} = scanText(
      [
        "const saved = 'saved:choice';",
        "window.localStorage.setItem('plain', '1');",
        'sessionStorage.getItem(saved);',
        "readDraft('draft:example');",
        '// localStorage.setItem("in-a-comment", "1")',
      ].join('\n'),
      true,
    );
    expect(found.map((u) => [u.key, u.storage])).toEqual([
      ['plain', 'localStorage'],
      ['saved:choice', 'sessionStorage'],
      ['draft:example', 'sessionStorage'],
    ]);
    expect(none).toEqual([]);
  });

  it('reports storage it cannot read: computed keys and direct property use', () => {
    const {unreadable: found} = scanText(
      ["localStorage.setItem(`k-${id}`, '1');", "localStorage['x'] = '1';"].join('\n'),
    );
    expect(found).toEqual([
      'example.ts:1: a key the test cannot read',
      'example.ts:2: localStorage used other than by a key',
    ]);
  });
});

describe('browser storage in src/data/browserStorage.ts', () => {
  it('lists each key once', () => {
    const keys = browserStorage.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has every field filled in, in plain words', () => {
    for (const item of browserStorage) {
      for (const field of ['feature', 'when', 'holds', 'lasts', 'clear'] as const) {
        expect(item[field].trim().length).toBeGreaterThan(3);
      }
    }
  });

  it('each storage helper uses one storage: drafts the session’s, settings the local one', () => {
    expect(Object.fromEntries(wrapperInfo)).toEqual({
      readDraft: ['sessionStorage'],
      writeDraft: ['sessionStorage'],
      clearDraft: ['sessionStorage'],
      readSetting: ['localStorage'],
      writeSetting: ['localStorage'],
    });
  });

  it('the code uses storage only in ways this test can read', () => {
    expect(unreadable).toEqual([]);
  });

  it('lists every key the code in src/ and static/js/ uses, with its kind of storage', () => {
    const listed = new Map(browserStorage.map((item) => [item.key, item.storage]));
    const missing = uses
      .filter((u) => listed.get(u.key) !== u.storage)
      .map((u) => `${u.file}: ${u.storage} "${u.key}"`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists no key of the site that the code does not use', () => {
    const used = new Set(uses.map((u) => u.key));
    const unused = browserStorage
      .filter((item) => item.writtenBy === 'site' && !used.has(item.key))
      .map((item) => item.key);
    expect(unused).toEqual([]);
  });

  it('lists Docusaurus keys that the theme’s code uses, under their plain names', () => {
    const themeCode = ['theme-common', 'theme-classic']
      .flatMap((pkg) => filesUnder(path.join(root, 'node_modules', '@docusaurus', pkg, 'lib')))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const docusaurusKeys = browserStorage.filter((item) => item.writtenBy === 'docusaurus');
    expect(docusaurusKeys.length).toBeGreaterThan(0);
    for (const item of docusaurusKeys) {
      expect(themeCode).toMatch(new RegExp(`['"\`]${item.key.replace(/\./g, '\\.')}['"\`$]`));
    }
    // Without a namespace the keys are stored as named, in local storage.
    const config = fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/storage: \{type: 'localStorage', namespace: false\}/);
    expect(docusaurusKeys.every((item) => item.storage === 'localStorage')).toBe(true);
  });

  it('MDX pages, posts and docs do not touch browser storage', () => {
    const mdx = ['src', 'blog', 'docs']
      .flatMap((dir) => filesUnder(path.join(root, dir)))
      .filter((file) => /\.mdx?$/.test(file))
      .filter((file) => /\b(localStorage|sessionStorage)\s*\./.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(mdx).toEqual([]);
  });
});
