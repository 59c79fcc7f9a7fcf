import fs from 'node:fs';
import path from 'node:path';
import {mdxBlocks} from '@site/config/mdxBlocks';
import remarkImportBlocks, {blocksToImport, importNode} from '@site/plugins/remark-import-blocks';

const jsx = (name: string, type = 'mdxJsxFlowElement') => ({type, name, children: []});

describe('remarkImportBlocks', () => {
  it('imports each block a file uses once, default and named exports alike, in order of first use', () => {
    const tree = {
      type: 'root',
      children: [
        jsx('TreatmentFacts'),
        {type: 'paragraph', children: [jsx('Price', 'mdxJsxTextElement')]},
        jsx('Faq'),
        jsx('TreatmentFacts'),
        jsx('details'),
      ],
    };
    expect(blocksToImport(tree, mdxBlocks)).toEqual(['TreatmentFacts', 'Price', 'Faq']);
    remarkImportBlocks({blocks: mdxBlocks})(tree);
    const esm = tree.children[0] as unknown as ReturnType<typeof importNode>;
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(
      [
        "import TreatmentFacts from '@site/src/components/blocks/TreatmentFacts';",
        "import Price from '@site/src/components/blocks/Price';",
        "import {Faq} from '@site/src/components/blocks/Faq';",
      ].join('\n'),
    );
    const body = (
      esm.data as unknown as {
        estree: {body: {specifiers: {type: string}[]; source: {value: string}}[]};
      }
    ).estree.body;
    expect(body.map((d) => [d.specifiers[0].type, d.source.value])).toEqual([
      ['ImportDefaultSpecifier', '@site/src/components/blocks/TreatmentFacts'],
      ['ImportDefaultSpecifier', '@site/src/components/blocks/Price'],
      ['ImportSpecifier', '@site/src/components/blocks/Faq'],
    ]);
  });

  it('leaves a file alone when it uses no block or imports the block itself', () => {
    const plain = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkImportBlocks({blocks: mdxBlocks})(plain);
    expect(plain.children).toHaveLength(1);
    const own = {
      type: 'root',
      children: [
        {
          type: 'mdxjsEsm',
          data: {
            estree: {
              body: [{type: 'ImportDeclaration', specifiers: [{local: {name: 'PriceTable'}}]}],
            },
          },
        },
        jsx('PriceTable'),
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
