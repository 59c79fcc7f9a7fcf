import type {Root} from 'mdast';
import type {MdxjsEsm, MdxJsxFlowElement} from 'mdast-util-mdx';
import remarkFencedCode, {fencedCodeComponent} from '@site/plugins/remark-fenced-code';

const attributes = (element: MdxJsxFlowElement) =>
  Object.fromEntries(
    element.attributes.map((a) => [a.type === 'mdxJsxAttribute' ? a.name : '', a.value]),
  );

describe('remarkFencedCode', () => {
  it('turns each fenced block, nested or not, into the imported code block with the stock props', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'code', lang: 'bash', meta: 'title="Terminal"', value: 'npm install\nnpm start'},
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'npm test'}]},
        {type: 'blockquote', children: [{type: 'code', lang: null, meta: null, value: 'plain'}]},
        {type: 'code', lang: 'text', meta: null, value: ''},
      ],
    };
    remarkFencedCode()(tree);

    const [esm, first, paragraph, quote, empty] = tree.children;
    expect((esm as MdxjsEsm).value).toBe(`import ${fencedCodeComponent} from '@theme/CodeBlock';`);
    expect((esm as MdxjsEsm).data?.estree?.body[0]).toMatchObject({
      type: 'ImportDeclaration',
      source: {value: '@theme/CodeBlock'},
    });
    expect(first).toMatchObject({type: 'mdxJsxFlowElement', name: fencedCodeComponent});
    expect(attributes(first as MdxJsxFlowElement)).toEqual({
      className: 'language-bash',
      metastring: 'title="Terminal"',
      children: 'npm install\nnpm start\n',
    });
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [{type: 'inlineCode', value: 'npm test'}],
    });
    const nested = (quote as {children: MdxJsxFlowElement[]}).children[0];
    expect(attributes(nested)).toEqual({children: 'plain\n'});
    expect(attributes(empty as MdxJsxFlowElement)).toEqual({
      className: 'language-text',
      children: '',
    });
  });

  it('adds no import to a file without fenced code', () => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}],
    };
    remarkFencedCode()(tree);
    expect(tree.children).toHaveLength(1);
  });
});
