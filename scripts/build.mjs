#!/usr/bin/env node
// `npm run build`: `docusaurus build` (any arguments are passed on), with one
// change to what it prints. When a page links to an address that does not
// exist, Docusaurus lists the pages and links and adds that the check can be
// switched off in the configuration. Here that line is replaced with what an
// editor should do instead: a broken link is a dead end for a patient.
import {spawn} from 'node:child_process';
import readline from 'node:readline';

const switchOffHint =
  /^Note: it's possible to ignore broken (links|anchors) with the 'onBroken\w+' Docusaurus configuration, and let the build pass\.$/;
/** What to do instead, for broken links and for broken anchors (#heading). */
const whatToDo = {
  links: [
    'Each page below links to an address that no page has. Open the page’s source file (an',
    'address such as /services/x is the file src/pages/services/x.mdx; a post’s is blog/…-x.mdx),',
    'find the link and correct its address or remove the link. `npm run check:content` names the',
    'file and line of each broken link written in Markdown, in a few seconds. Keep the check on:',
    'a link that goes nowhere leaves a patient at a dead end.',
  ],
  anchors: [
    'Each page below links to a heading (the part after #) that the page it points to does not',
    'have: the heading was renamed or removed. Correct the part after # to the heading’s new',
    'anchor (its words in lowercase, joined by hyphens) or link to the page without it.',
  ],
};

const child = spawn('npx', ['docusaurus', 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: {FORCE_COLOR: process.stdout.isTTY ? '1' : (process.env.FORCE_COLOR ?? '0'), ...process.env},
});

for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  readline.createInterface({input: from, crlfDelay: Infinity}).on('line', (line) => {
    // eslint-disable-next-line no-control-regex -- the logger's colour codes
    const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
    const hint = switchOffHint.exec(plain.trim());
    to.write(`${hint ? whatToDo[hint[1]].join('\n') : line}\n`);
  });
}

child.on('close', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
