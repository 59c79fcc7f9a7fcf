/**
 * Remark plugin: adds `import X from '…'` to an MDX file for each clinic block
 * (config/mdxBlocks.ts) it uses and does not import itself. Editors keep
 * writing blocks without imports; each page's chunk then holds only the blocks
 * it uses, instead of every block sitting in the main bundle of every page.
 *
 * With `language` (translated builds), it also puts each such block inside
 * that component (`<BlockLanguage>`, `inline` for a block inside a line of
 * text), which marks the block's words with the build's language where the
 * page around it is English.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {SKIP, visit} from 'unist-util-visit';
import type {MdxBlock} from '../../config/mdxBlocks';

type Blocks = Record<string, MdxBlock>;

const jsxElements = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/** Names a file defines itself, through imports or exports in its ESM blocks. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' && statement.type !== 'ExportNamedDeclaration')
        continue;
      for (const {local} of statement.specifiers) {
        if (local.type === 'Identifier') names.add(local.name);
      }
      if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'VariableDeclaration'
      ) {
        for (const {id} of statement.declaration.declarations) {
          if (id.type === 'Identifier') names.add(id.name);
        }
      }
    }
  });
  return names;
}

/** The block names a file uses but does not define, in order of first use. */
export function blocksToImport(tree: Root, blocks: Blocks): string[] {
  const declared = declaredNames(tree);
  const used = new Set<string>();
  visit(tree, jsxElements, ({name}) => {
    if (name && Object.hasOwn(blocks, name) && !declared.has(name)) used.add(name);
  });
  return [...used];
}

function importSource(name: string, {from, named}: MdxBlock): string {
  if (!named) return `import ${name} from '${from}';`;
  return `import {${named === name ? name : `${named} as ${name}`}} from '${from}';`;
}

/** An mdxjsEsm node importing the given blocks, with the estree MDX compiles from. */
export function importNode(names: string[], blocks: Blocks): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: names.map((name) => importSource(name, blocks[name])).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: names.map((name) => {
          const {from, named} = blocks[name];
          const local = {type: 'Identifier', name} as const;
          return {
            type: 'ImportDeclaration',
            specifiers: [
              named
                ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name: named}, local}
                : {type: 'ImportDefaultSpecifier', local},
            ],
            attributes: [],
            source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
          };
        }),
      },
    },
  };
}

/**
 * Puts each use of the blocks `names` (but those with `pageWords`) inside the
 * element `wrapper`, with `inline` where the block is inside a line of text. A
 * block inside a wrapped block is left as it is: it has its language already.
 * Returns whether it wrapped any.
 */
export function wrapBlocks(
  tree: Root,
  names: readonly string[],
  blocks: Blocks,
  wrapper: string,
): boolean {
  let wrapped = false;
  visit(tree, jsxElements, (node, index, parent) => {
    if (!node.name || !names.includes(node.name) || blocks[node.name].pageWords) return;
    if (parent === undefined || index === undefined) return;
    const element: MdxJsxFlowElement | MdxJsxTextElement =
      node.type === 'mdxJsxTextElement'
        ? {
            type: 'mdxJsxTextElement',
            name: wrapper,
            attributes: [{type: 'mdxJsxAttribute', name: 'inline', value: null}],
            children: [node],
          }
        : {type: 'mdxJsxFlowElement', name: wrapper, attributes: [], children: [node]};
    parent.children[index] = element;
    wrapped = true;
    return SKIP;
  });
  return wrapped;
}

export default function remarkImportBlocks(options: {
  blocks: Blocks;
  /** The component that gives blocks their language (config/mdxBlocks.ts): translated builds only. */
  language?: {name: string; from: string};
}) {
  return (tree: Root): void => {
    const {blocks, language} = options;
    const names = blocksToImport(tree, blocks);
    if (names.length === 0) return;
    if (language && wrapBlocks(tree, names, blocks, language.name)) {
      const withLanguage = {...blocks, [language.name]: {from: language.from}};
      tree.children.unshift(importNode([...names, language.name], withLanguage));
      return;
    }
    tree.children.unshift(importNode(names, blocks));
  };
}
