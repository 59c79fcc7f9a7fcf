/**
 * Every word our components show goes through Docusaurus's translation API,
 * `<Translate id="…">` in JSX or `translate({id, message})` for attributes, so
 * `docusaurus write-translations` can extract it and a locale can translate it.
 * This test reads each component (TypeScript's parser, no rendering) and fails
 * on words written straight into JSX text or into a text-bearing attribute.
 * Words that come from `src/data` are facts' names and are not covered here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  componentFiles,
  messageFiles,
  messages,
  parse,
  root,
  sourceMessages,
} from './sourceMessages';
/** Attributes a person reads or hears. */
const textAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const hasWords = /\p{L}{2,}/u;

/** `file:line  text` for each untranslated piece of text in a component. */
function untranslatedText(file: string, source: string): string[] {
  const sourceFile = parse(file, source);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const {line} = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(root, file)}:${line + 1}  ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Translate') return;
    if (ts.isJsxText(node) && hasWords.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) &&
            value.expression &&
            (ts.isStringLiteral(value.expression) ||
              ts.isNoSubstitutionTemplateLiteral(value.expression) ||
              ts.isTemplateExpression(value.expression))
          ? value.expression
          : undefined;
      if (literal && hasWords.test(literal.getText())) report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('interface strings', () => {
  it('finds words outside the translation API (the check itself)', () => {
    const sample = `
      const a = <p>Book now</p>;
      const b = <button aria-label="Close">×</button>;
      const c = <img alt={\`Photo of \${name}\`} />;
      const d = <p><Translate id="x">Book now</Translate> · {count}</p>;
      const e = <button aria-label={translate({id: 'y', message: 'Close'})}>×</button>;
    `;
    expect(untranslatedText(path.join(root, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:2  Book now',
      'sample.tsx:3  aria-label="Close"',
      'sample.tsx:4  alt={`Photo of ${name}`}',
    ]);
  });

  it('every component shows its words through <Translate> or translate()', () => {
    const found = componentFiles().flatMap((file) =>
      untranslatedText(file, fs.readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('every message has a literal id of our own, a literal English message and a note for the translator', () => {
    const all = sourceMessages();
    expect(all.length).toBeGreaterThan(300);
    const faulty = all
      .filter(
        (m) =>
          !m.id ||
          !/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(m.id) ||
          !m.message ||
          (!m.description && !m.id.startsWith('theme.')),
      )
      .map((m) => `${m.where}  ${m.id ?? '(no id)'}`);
    expect(faulty).toEqual([]);
  });

  it('one id carries one message everywhere', () => {
    const byId = new Map<string, Set<string>>();
    for (const file of messageFiles())
      for (const m of messages(file, fs.readFileSync(file, 'utf8')))
        if (m.id && m.message) byId.set(m.id, (byId.get(m.id) ?? new Set()).add(m.message));
    const conflicting = [...byId]
      .filter(([, texts]) => texts.size > 1)
      .map(([id, texts]) => `${id}: ${[...texts].join(' | ')}`);
    expect(conflicting).toEqual([]);
  });
});
