/**
 * The script hashes of the built header files against the built pages, read from the build
 * folder without a browser: every inline script of every page of every locale is allowed by the
 * Content-Security-Policy that the host sends with that page, each hash in a policy belongs to a
 * script of a page the policy is sent with, and no page changed after the header files were
 * written (plugins/post-build hashes the pages after the last step that rewrites them).
 *
 * The scripts are found and hashed here as a browser does, independently of the plugin's code.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {DomUtils, parseDocument} from 'htmlparser2';
import {buildDir} from './ports';

/** A page of the build: its address and the CSP source of each of its inline scripts. */
interface BuiltPage {
  file: string;
  urlPath: string;
  scriptHashes: Set<string>;
}

/** A set of headers and the addresses it is sent with. */
interface HeaderRule {
  /** Where the rule comes from, for the failure message. */
  source: string;
  covers: (urlPath: string) => boolean;
  policy: string;
}

/** Script types a browser runs (or, for importmap and speculationrules, CSP governs). */
const runnableType =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/;

function inlineScriptHashes(html: string): Set<string> {
  const scripts = DomUtils.getElementsByTagName('script', parseDocument(html).children);
  return new Set(
    scripts
      .filter(({attribs}) => !('src' in attribs))
      .filter(({attribs}) => runnableType.test((attribs.type ?? '').trim().toLowerCase()))
      // The browser hashes the element's text as parsed, line ends made LF.
      .map((script) => DomUtils.textContent(script).replace(/\r\n?/g, '\n'))
      .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`),
  );
}

function builtPages(): BuiltPage[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((entry) => entry.endsWith('.html'))
    .sort()
    .map((entry) => {
      const file = entry.split(path.sep).join('/');
      const urlPath = file.endsWith('index.html')
        ? `/${file.slice(0, -'index.html'.length)}`
        : `/${file.slice(0, -'.html'.length)}`;
      const html = fs.readFileSync(path.join(buildDir, entry), 'utf8');
      return {file, urlPath, scriptHashes: inlineScriptHashes(html)};
    });
}

/** A _headers path (Netlify, Cloudflare Pages): `*` matches anything, `:name` one segment. */
function pathMatcher(pattern: string): (urlPath: string) => boolean {
  const regex = new RegExp(
    `^${pattern
      .split(/(\*|:\w+)/)
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );
  return (urlPath) => regex.test(urlPath);
}

function headersFileRules(): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let pattern = '';
  for (const line of fs.readFileSync(path.join(buildDir, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      pattern = line.trim();
      continue;
    }
    const at = line.indexOf(':');
    if (line.slice(0, at).trim().toLowerCase() === 'content-security-policy') {
      rules.push({
        source: `_headers ${pattern}`,
        covers: pathMatcher(pattern),
        policy: line.slice(at + 1).trim(),
      });
    }
  }
  return rules;
}

/** The nginx file is included in the server block: its headers go with every page. */
function nginxRules(): HeaderRule[] {
  const conf = fs.readFileSync(path.join(buildDir, 'nginx-security-headers.conf'), 'utf8');
  return [
    ...conf.matchAll(/^add_header Content-Security-Policy "((?:[^"\\]|\\.)*)" always;$/gm),
  ].map((match) => ({
    source: 'nginx-security-headers.conf',
    covers: () => true,
    policy: match[1].replace(/\\(.)/g, '$1'),
  }));
}

function scriptSourceHashes(policy: string): Set<string> {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set((scriptSrc ?? []).filter((source) => source.startsWith("'sha256-")));
}

const pages = builtPages();
const headerFiles = ['_headers', 'nginx-security-headers.conf'];

test('the pages of the build are read, with their inline scripts', () => {
  expect(pages.find((page) => page.urlPath === '/')?.scriptHashes.size).toBeGreaterThan(0);
});

for (const [name, rules] of [
  ['_headers', headersFileRules()],
  ['nginx-security-headers.conf', nginxRules()],
] as const) {
  test(`${name}: each page's policy allows every inline script of the page, and no other`, () => {
    expect(rules.length).toBeGreaterThan(0);
    const notAllowed: string[] = [];
    for (const page of pages) {
      const policies = rules.filter((rule) => rule.covers(page.urlPath));
      if (policies.length === 0) notAllowed.push(`${page.file}: no Content-Security-Policy`);
      // A page sent with several policies must satisfy each of them.
      for (const rule of policies) {
        const allowed = scriptSourceHashes(rule.policy);
        for (const hash of page.scriptHashes) {
          if (!allowed.has(hash))
            notAllowed.push(`${page.file}: ${hash} missing in ${rule.source}`);
        }
      }
    }
    expect
      .soft(notAllowed.slice(0, 20), `${notAllowed.length} inline scripts not allowed`)
      .toEqual([]);

    const strayHashes = rules.flatMap((rule) => {
      const onCoveredPages = new Set(
        pages.filter((page) => rule.covers(page.urlPath)).flatMap((page) => [...page.scriptHashes]),
      );
      return [...scriptSourceHashes(rule.policy)]
        .filter((hash) => !onCoveredPages.has(hash))
        .map((hash) => `${rule.source}: ${hash} is on none of its pages`);
    });
    expect(strayHashes).toEqual([]);
  });
}

test('the header files were written after the last change to any page', () => {
  const written = Math.min(
    ...headerFiles.map((file) => fs.statSync(path.join(buildDir, file)).mtimeMs),
  );
  const changedLater = pages
    .filter((page) => fs.statSync(path.join(buildDir, page.file)).mtimeMs > written)
    .map((page) => page.file);
  expect(changedLater.slice(0, 20), `${changedLater.length} pages changed after hashing`).toEqual(
    [],
  );
});
