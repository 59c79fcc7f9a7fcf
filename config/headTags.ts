/** Extra tags for every page's <head>. */
import type {HtmlTagObject} from '@docusaurus/types';
import {webFontsHeadScript} from '../src/lib/webFonts';

export const headTags: HtmlTagObject[] = [
  {tagName: 'meta', attributes: {name: 'theme-color', content: '#0f766e'}},
  {tagName: 'meta', attributes: {name: 'format-detection', content: 'telephone=no'}},
  {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
  // Before the first paint: the web fonts, when an earlier page fetched them (src/lib/webFonts.ts).
  {tagName: 'script', attributes: {}, innerHTML: webFontsHeadScript},
];
