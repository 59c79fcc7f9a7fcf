/**
 * Rehype plugin for Markdown task lists ("- [ ] item"). GitHub-flavoured
 * Markdown renders each item as a bare checkbox followed by text, so the
 * checkbox has no accessible name (WCAG 4.1.2, 1.3.1). This wraps the checkbox
 * and the item's text in a <label>, which names the checkbox by that text.
 */
import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';

/** Elements that end the item's text: a label may hold only phrasing content. */
const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

function isElement(node: ElementContent | undefined, tagName?: string): node is Element {
  return node?.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function isCheckbox(node: ElementContent | undefined): boolean {
  return isElement(node, 'input') && node.properties.type === 'checkbox';
}

function isTaskListItem(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function isBlock(node: ElementContent): boolean {
  return isElement(node) && blockTags.has(node.tagName);
}

/** The element whose children start with the checkbox: the item, or its first paragraph in a loose list. */
function checkboxHolder(item: Element): Element | undefined {
  const firstElement = item.children.find((c): c is Element => isElement(c));
  if (isCheckbox(firstElement)) return item;
  if (isElement(firstElement, 'p') && firstElement.children.some(isCheckbox)) return firstElement;
  return undefined;
}

function labelTaskListItem(item: Element): void {
  const holder = checkboxHolder(item);
  if (!holder) return;
  const start = holder.children.findIndex(isCheckbox);
  let end = start + 1;
  while (end < holder.children.length && !isBlock(holder.children[end])) end += 1;
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: holder.children.slice(start, end),
  };
  holder.children.splice(start, end - start, label);
}

/** Visits every element, inside MDX's JSX elements too. */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (isTaskListItem(node)) labelTaskListItem(node);
    });
  };
}
