import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxjsEsm, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {mdxBlocks} from '@site/config/mdxBlocks';
import remarkImportBlocks, {blocksToImport} from '@site/plugins/remark-import-blocks';

const jsx = (name: string): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children: [],
});
const inlineJsx = (name: string): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: [],
  children: [],
});

describe('remarkImportBlocks', () => {
  it('imports each block a file uses once, default and named exports alike, in order of first use', () => {
    const tree: Root = {
      type: 'root',
      children: [
        jsx('TreatmentFacts'),
        {type: 'paragraph', children: [inlineJsx('Price')]},
        jsx('Faq'),
        jsx('TreatmentFacts'),
        jsx('details'),
      ],
    };
    expect(blocksToImport(tree, mdxBlocks)).toEqual(['TreatmentFacts', 'Price', 'Faq']);
    remarkImportBlocks({blocks: mdxBlocks})(tree);
    const esm = tree.children[0] as MdxjsEsm;
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(
      [
        "import TreatmentFacts from '@site/src/components/blocks/TreatmentFacts';",
        "import Price from '@site/src/components/blocks/Price';",
        "import {Faq} from '@site/src/components/blocks/Faq';",
      ].join('\n'),
    );
    const body = esm.data?.estree?.body ?? [];
    expect(
      body.map((d) => d.type === 'ImportDeclaration' && [d.specifiers[0].type, d.source.value]),
    ).toEqual([
      ['ImportDefaultSpecifier', '@site/src/components/blocks/TreatmentFacts'],
      ['ImportDefaultSpecifier', '@site/src/components/blocks/Price'],
      ['ImportSpecifier', '@site/src/components/blocks/Faq'],
    ]);
  });

  it('leaves a file alone when it uses no block or imports or exports the block itself', () => {
    const plain: Root = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkImportBlocks({blocks: mdxBlocks})(plain);
    expect(plain.children).toHaveLength(1);
    const own: Root = {
      type: 'root',
      children: [
        {
          type: 'mdxjsEsm',
          value: "import PriceTable from './PriceTable';\nexport let Faq;",
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ImportDeclaration',
                  specifiers: [
                    {
                      type: 'ImportDefaultSpecifier',
                      local: {type: 'Identifier', name: 'PriceTable'},
                    },
                  ],
                  attributes: [],
                  source: {type: 'Literal', value: './PriceTable'},
                },
                {
                  type: 'ExportNamedDeclaration',
                  declaration: {
                    type: 'VariableDeclaration',
                    kind: 'let',
                    declarations: [
                      {
                        type: 'VariableDeclarator',
                        id: {type: 'Identifier', name: 'Faq'},
                        init: null,
                      },
                    ],
                  },
                  specifiers: [],
                  attributes: [],
                },
              ],
            },
          },
        },
        jsx('PriceTable'),
        jsx('Faq'),
      ],
    };
    expect(blocksToImport(own, mdxBlocks)).toEqual([]);
  });

  it('lists only modules that exist and export what it says', () => {
    for (const [name, {from, named}] of Object.entries(mdxBlocks)) {
      const dir = path.join(__dirname, '../..', from.replace('@site/', ''));
      const source = fs.readFileSync(path.join(dir, 'index.tsx'), 'utf8');
      if (named) expect(source).toMatch(new RegExp(`export (function|const) ${named}\\b`));
      else expect(source).toMatch(/export default/);
      expect(name).toMatch(/^[A-Z]/);
    }
  });
});
