import type {Element, ElementContent, Root} from 'hast';
import rehypeTaskListLabels from '@site/plugins/rehype-task-list-labels';

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = () => el('input', {type: 'checkbox', checked: false, disabled: true});
const taskItem = (children: ElementContent[]) =>
  el('li', {className: ['task-list-item']}, children);

function run(...children: Element[]): Root {
  const tree: Root = {type: 'root', children};
  rehypeTaskListLabels()(tree);
  return tree;
}

describe('rehypeTaskListLabels', () => {
  it('wraps the checkbox and the text of a tight item in a label', () => {
    const item = taskItem([
      checkbox(),
      text(' No price is typed '),
      el('code', {}, [text('src/data')]),
    ]);
    run(el('ul', {className: ['contains-task-list']}, [item]));
    expect(item.children).toHaveLength(1);
    const label = item.children[0] as Element;
    expect(label.tagName).toBe('label');
    expect(label.children.map((c) => (c.type === 'element' ? c.tagName : c.type))).toEqual([
      'input',
      'text',
      'code',
    ]);
  });

  it('stops the label before a nested list', () => {
    const nested = el('ul', {}, [el('li', {}, [text('detail')])]);
    const item = taskItem([checkbox(), text(' Check the facts'), nested]);
    run(el('ul', {}, [item]));
    expect((item.children[0] as Element).tagName).toBe('label');
    expect(item.children[1]).toBe(nested);
  });

  it('labels the paragraph text in a loose list', () => {
    const paragraph = el('p', {}, [checkbox(), text(' Alt text on every picture')]);
    const item = taskItem([text('\n'), paragraph, text('\n')]);
    run(el('ol', {}, [item]));
    expect(paragraph.children).toHaveLength(1);
    expect((paragraph.children[0] as Element).tagName).toBe('label');
  });

  it('finds task items nested inside other elements', () => {
    const item = taskItem([checkbox(), text(' Spelling')]);
    run(el('div', {}, [el('ul', {}, [item])]));
    expect((item.children[0] as Element).tagName).toBe('label');
  });

  it('leaves ordinary list items alone', () => {
    const item = el('li', {}, [text('Plain item')]);
    run(el('ul', {}, [item]));
    expect(item.children).toEqual([text('Plain item')]);
  });
});
