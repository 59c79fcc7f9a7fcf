/**
 * The messages our code declares for translation, read from the source with
 * TypeScript's parser: every `<Translate id="…">` and `translate({id, message})`
 * in src/components, src/pages, src/theme and src/lib. Shared by the tests of
 * interface strings and of the translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(__dirname, '../../..');
const folders = ['src/components', 'src/pages', 'src/theme'];

/** Source files under `folders` whose names end in one of `endings`, tests left out. */
function sourceFiles(folders: string[], endings: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (endings.some((end) => entry.name.endsWith(end)) && !/\.test\.tsx?$/.test(entry.name))
        files.push(full);
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return files.sort();
}

export const componentFiles = () => sourceFiles(folders, ['.tsx']);
/** Components, hooks and the logic in src/lib: every place a message can be declared. */
export const messageFiles = () => [
  ...componentFiles(),
  ...sourceFiles(['src/lib', 'src/hooks'], ['.ts']),
];

export type Message = {
  id: string | undefined;
  message: string | undefined;
  description: boolean;
  where: string;
};

const attributeText = (attribute: ts.JsxAttributeLike | undefined): string | undefined => {
  if (!attribute || !ts.isJsxAttribute(attribute) || !attribute.initializer) return undefined;
  const value = attribute.initializer;
  if (ts.isStringLiteral(value)) return value.text;
  if (ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression))
    return value.expression.text;
  return undefined;
};

/** A source file as TypeScript's syntax tree (.ts or .tsx by its name). */
export function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX,
  );
}

/** Every `<Translate>` and `translate({...})` in a component, with its id, message and whether it has a description. */
export function messages(file: string, source: string): Message[] {
  const sourceFile = parse(file, source);
  const found: Message[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Translate') {
      const attributes = node.openingElement.attributes.properties;
      const named = (name: string) =>
        attributes.find((a) => ts.isJsxAttribute(a) && a.name.getText() === name);
      const child = node.children.find(
        (c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces),
      );
      const message =
        child && ts.isJsxText(child)
          ? child.text.trim().replace(/\s+/g, ' ')
          : child &&
              ts.isJsxExpression(child) &&
              child.expression &&
              ts.isStringLiteralLike(child.expression)
            ? child.expression.text
            : undefined;
      found.push({
        id: attributeText(named('id')),
        message,
        description: Boolean(named('description')),
        where: where(node),
      });
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'translate' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const property = (name: string) =>
        (node.arguments[0] as ts.ObjectLiteralExpression).properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && p.name.getText() === name,
        );
      const text = (p: ts.PropertyAssignment | undefined) =>
        p && ts.isStringLiteralLike(p.initializer) ? p.initializer.text : undefined;
      found.push({
        id: text(property('id')),
        message: text(property('message')),
        description: Boolean(property('description')),
        where: where(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every message declared in our code. */
export function sourceMessages(): Message[] {
  return messageFiles().flatMap((file) => messages(file, fs.readFileSync(file, 'utf8')));
}
