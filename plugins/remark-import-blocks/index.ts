/**
 * Remark plugin: adds `import X from '…'` to an MDX file for each clinic block
 * (config/mdxBlocks.ts) it uses and does not import itself. Editors keep
 * writing blocks without imports; each page's chunk then holds only the blocks
 * it uses, instead of every block sitting in the main bundle of every page.
 */
import type {MdxBlock} from '../../config/mdxBlocks';

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  data?: {
    estree?: {
      body?: {
        type: string;
        specifiers?: {local: {name: string}}[];
        declaration?: {declarations?: {id: {name?: string}}[]};
      }[];
    };
  };
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** Names a file defines itself, through imports or exports in its ESM blocks. */
function declaredNames(tree: Node): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      statement.specifiers?.forEach((s) => names.add(s.local.name));
      statement.declaration?.declarations?.forEach((d) => d.id.name && names.add(d.id.name));
    }
  });
  return names;
}

/** The block names a file uses but does not define, in order of first use. */
export function blocksToImport(tree: Node, blocks: Record<string, MdxBlock>): string[] {
  const declared = declaredNames(tree);
  const used: string[] = [];
  walk(tree, (node) => {
    const {name} = node;
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      name &&
      Object.hasOwn(blocks, name)
    ) {
      if (!declared.has(name) && !used.includes(name)) used.push(name);
    }
  });
  return used;
}

/** An mdxjsEsm node importing the given blocks, with the estree MDX compiles from. */
export function importNode(
  names: string[],
  blocks: Record<string, MdxBlock>,
): Node & {value: string} {
  const declarations = names.map((name) => {
    const {from, named} = blocks[name];
    return {
      type: 'ImportDeclaration',
      specifiers: [
        named
          ? {
              type: 'ImportSpecifier',
              imported: {type: 'Identifier', name: named},
              local: {type: 'Identifier', name},
            }
          : {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}},
      ],
      source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
    };
  });
  const value = names
    .map((name) => {
      const {from, named} = blocks[name];
      return named
        ? `import {${named === name ? name : `${named} as ${name}`}} from '${from}';`
        : `import ${name} from '${from}';`;
    })
    .join('\n');
  return {
    type: 'mdxjsEsm',
    value,
    data: {estree: {type: 'Program', sourceType: 'module', body: declarations}},
  } as Node & {value: string};
}

export default function remarkImportBlocks(options: {blocks: Record<string, MdxBlock>}) {
  return (tree: Node): void => {
    const names = blocksToImport(tree, options.blocks);
    if (names.length > 0) {
      tree.children = [importNode(names, options.blocks), ...(tree.children ?? [])];
    }
  };
}
