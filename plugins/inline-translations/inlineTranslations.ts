/**
 * What plugins/inline-translations does to a source file, as pure functions:
 * find the interface messages it declares, and write each one's translation
 * in place of its English.
 *
 * A message is declared as Docusaurus documents it:
 *   translate({id: 'contact.title', message: 'Book an appointment', description: '…'}, values)
 *   <Translate id="contact.title" description="…" values={…}>Book an appointment</Translate>
 * with the id and the English as plain strings. A message computed at run time
 * is listed as dynamic: its id stays in the run-time table. An id must be a plain
 * string: `npm run lint` holds it (eslint.config.mjs, next to Docusaurus's own
 * `string-literal-i18n-messages`), and a declaration whose id is not is skipped.
 */
import ts from 'typescript';

/** One declaration of a message in a file. */
export interface MessageUse {
  id: string;
  /** Where the English is: the message string, or the element's children. */
  start: number;
  end: number;
  kind: 'call' | 'element';
}

export interface FileMessages {
  uses: MessageUse[];
  /** Ids of calls and elements whose message is not a plain string: they stay in the table. */
  keptIds: string[];
}

function plainString(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) {
      return p.initializer;
    }
  }
  return undefined;
}

function attribute(element: ts.JsxOpeningElement, name: string): ts.Node | undefined {
  for (const a of element.attributes.properties) {
    if (ts.isJsxAttribute(a) && ts.isIdentifier(a.name) && a.name.text === name) {
      const value = a.initializer;
      if (value && ts.isJsxExpression(value)) return value.expression;
      return value;
    }
  }
  return undefined;
}

/** The message declarations of a TypeScript or TSX source. */
export function findMessages(source: string, fileName: string): FileMessages {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const uses: MessageUse[] = [];
  const keptIds: string[] = [];
  const notPlain = (id: string | false | undefined) => {
    if (id) keptIds.push(id);
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'translate'
    ) {
      const [options] = node.arguments;
      const id =
        options && ts.isObjectLiteralExpression(options) && plainString(property(options, 'id'));
      const message =
        options && ts.isObjectLiteralExpression(options) ? property(options, 'message') : undefined;
      if (id && message && plainString(message) !== undefined) {
        uses.push({id, start: message.getStart(file), end: message.end, kind: 'call'});
      } else {
        notPlain(id);
      }
    }
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText(file) === 'Translate') {
      const id = plainString(attribute(node.openingElement, 'id'));
      const children = node.children.filter(
        (child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces),
      );
      const [child] = children;
      const text =
        children.length === 1 && child
          ? ts.isJsxText(child)
            ? child.text
            : ts.isJsxExpression(child)
              ? plainString(child.expression)
              : undefined
          : undefined;
      if (id && text !== undefined) {
        uses.push({
          id,
          start: node.openingElement.end,
          end: node.closingElement.getStart(file),
          kind: 'element',
        });
      } else {
        notPlain(id);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return {uses, keptIds};
}

/**
 * The source with each declared message's English replaced by its translation
 * (where `messages` has one), and the ids it replaced.
 */
export function inlineMessages(
  source: string,
  fileName: string,
  messages: Readonly<Record<string, string>>,
): {code: string; inlined: string[]} {
  const {uses} = findMessages(source, fileName);
  let code = source;
  const inlined: string[] = [];
  // From the end, so earlier positions stay valid.
  for (const use of [...uses].sort((a, b) => b.start - a.start)) {
    const message = messages[use.id];
    if (message === undefined) continue;
    const replacement =
      use.kind === 'call' ? JSON.stringify(message) : `{${JSON.stringify(message)}}`;
    code = code.slice(0, use.start) + replacement + code.slice(use.end);
    inlined.push(use.id);
  }
  return {code, inlined: inlined.reverse()};
}
