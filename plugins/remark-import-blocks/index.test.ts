import fs from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxjsEsm, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {blockLanguage, mdxBlocks} from '@site/config/mdxBlocks';
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

  it('in a translated build, puts each block inside BlockLanguage, inline in a line of text, and imports it', () => {
    const price = inlineJsx('Price');
    const answer = {type: 'paragraph' as const, children: [price]};
    const question: MdxJsxFlowElement = {...jsx('FaqItem'), children: [answer]};
    const facts = {...jsx('TreatmentFacts'), children: [jsx('BookingCta')]};
    const tree: Root = {
      type: 'root',
      children: [facts, {...jsx('Faq'), children: [question]}, jsx('details')],
    };
    remarkImportBlocks({blocks: mdxBlocks, language: blockLanguage})(tree);
    const [esm, wrappedFacts, faq, details] = tree.children as MdxJsxFlowElement[];
    expect(wrappedFacts).toEqual({...jsx('BlockLanguage'), children: [facts]});
    // The book button inside the facts box has its language from the box.
    expect(facts.children).toEqual([jsx('BookingCta')]);
    // The questions are the page's own words; the price in an answer is the build's.
    expect(faq.name).toBe('Faq');
    expect(faq.children).toEqual([question]);
    expect(answer.children).toEqual([
      {
        type: 'mdxJsxTextElement',
        name: 'BlockLanguage',
        attributes: [{type: 'mdxJsxAttribute', name: 'inline', value: null}],
        children: [price],
      },
    ]);
    expect(details).toEqual(jsx('details'));
    expect((esm as unknown as MdxjsEsm).value).toBe(
      [
        "import TreatmentFacts from '@site/src/components/blocks/TreatmentFacts';",
        "import BookingCta from '@site/src/components/blocks/BookingCta';",
        "import {Faq} from '@site/src/components/blocks/Faq';",
        "import {FaqItem} from '@site/src/components/blocks/Faq';",
        "import Price from '@site/src/components/blocks/Price';",
        "import BlockLanguage from '@site/src/components/ui/BlockLanguage';",
      ].join('\n'),
    );
  });

  it('in a translated build, adds no BlockLanguage to a file whose blocks are all the page’s own words', () => {
    const tree: Root = {type: 'root', children: [{...jsx('Faq'), children: [jsx('FaqItem')]}]};
    remarkImportBlocks({blocks: mdxBlocks, language: blockLanguage})(tree);
    expect((tree.children[0] as MdxjsEsm).value).not.toContain('BlockLanguage');
    expect((tree.children[1] as MdxJsxFlowElement).name).toBe('Faq');
  });

  it('names a module for BlockLanguage that exists', () => {
    const dir = path.join(__dirname, '../..', blockLanguage.from.replace('@site/', ''));
    expect(fs.readFileSync(path.join(dir, 'index.tsx'), 'utf8')).toMatch(
      new RegExp(`export default function ${blockLanguage.name}\\b`),
    );
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
