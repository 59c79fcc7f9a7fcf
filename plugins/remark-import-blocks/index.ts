/**
 * Remark plugin: adds `import X from '…'` to an MDX file for each clinic block
 * (config/mdxBlocks.ts) it uses and does not import itself. Editors keep
 * writing blocks without imports; each page's chunk then holds only the blocks
 * it uses, instead of every block sitting in the main bundle of every page.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
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

export default function remarkImportBlocks(options: {blocks: Blocks}) {
  return (tree: Root): void => {
    const names = blocksToImport(tree, options.blocks);
    if (names.length > 0) tree.children.unshift(importNode(names, options.blocks));
  };
}
