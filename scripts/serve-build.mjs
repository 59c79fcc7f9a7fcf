#!/usr/bin/env node
// Serves the production build the way a static host would: gzip for text, the
// not-found page with status 404, the headers of build/_headers (the Netlify /
// Cloudflare Pages format) applied to every response, and the rules of
// build/_redirects (Netlify's format, written by plugins/host-rules): each
// locale's own not-found page and the redirects from .html addresses. Used by
// the browser tests and by `npm run bench`. The files are served by
// serve-handler, with clean URLs, as `docusaurus serve` serves them.
//
// --mount /clinic/ serves the build under that path instead of at the root, as a
// host misconfigured for the site's base URL would; every other path is not found.
//
//   node scripts/serve-build.mjs [--dir build] [--port 3300] [--host 127.0.0.1] [--no-headers] [--mount /clinic/]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import serveHandler from 'serve-handler';

/**
 * A _headers path as a glob of the files it covers: the path's `*` matches anything, and
 * serve-handler matches the file it sends, so a page's path also covers its .html and index.html.
 */
function fileGlob(urlPath) {
  if (urlPath.includes('*')) return urlPath.replace(/\*+/g, '**');
  return urlPath.endsWith('/') ? `${urlPath}index.html` : `${urlPath}{,.html,/index.html}`;
}

/** Parses a _headers file into serve-handler's `headers` option: [{source, headers: [{key, value}]}]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({source: fileGlob(line.trim()), headers: []});
    } else if (rules.length > 0) {
      const at = line.indexOf(':');
      rules.at(-1).headers.push({key: line.slice(0, at).trim(), value: line.slice(at + 1).trim()});
    }
  }
  return rules;
}

/**
 * Parses a _redirects file (Netlify's format: `from  to  [status][!]`, a `*` at the end of
 * `from` matching the rest of the path as `:splat`) into [{from, to, status, force}].
 */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, code = '301'] = line.split(/\s+/);
      return {from, to, status: Number.parseInt(code, 10), force: code.endsWith('!')};
    });
}

/** Where `rule` sends `pathname`, or null when it does not match. */
export function redirectTarget(rule, pathname) {
  if (!rule.from.endsWith('*')) return rule.from === pathname ? rule.to : null;
  const prefix = rule.from.slice(0, -1);
  if (!pathname.startsWith(prefix)) return null;
  return rule.to.replace(':splat', pathname.slice(prefix.length));
}

/** Whether a static host would find a file for `pathname` (as is, .html, or /index.html). */
function servesFile(root, pathname) {
  let relative;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.join(root, relative);
  if (!file.startsWith(root)) return false;
  const isFile = (candidate) => fs.statSync(candidate, {throwIfNoEntry: false})?.isFile() ?? false;
  return isFile(file) || isFile(`${file}.html`) || isFile(path.join(file, 'index.html'));
}

/** Starts the server; resolves once it listens. */
export function startServer({
  dir = 'build',
  port = 3300,
  host = '127.0.0.1',
  headers = true,
  mount = '/',
} = {}) {
  const root = path.resolve(dir);
  const readRules = (name, parse) => {
    const file = path.join(root, name);
    return fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8')) : [];
  };
  const headerRules = headers ? readRules('_headers', parseHeadersFile) : [];
  const redirects = readRules('_redirects', parseRedirectsFile);
  const options = {public: root, cleanUrls: true, directoryListing: false, headers: headerRules};
  // serve-handler never compresses; `serve` puts the same middleware in front of it.
  const gzip = compression();

  const server = http.createServer((req, res) => {
    // A static host sends the not-found page whatever the Accept header; serve-handler would
    // answer a JSON Accept with a JSON error that has none of the _headers.
    delete req.headers.accept;
    const url = new URL(req.url, 'http://host');
    if (!url.pathname.startsWith(mount)) {
      res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not found\n');
      return;
    }
    const pathname = `/${url.pathname.slice(mount.length)}`;
    req.url = pathname + url.search;
    for (const rule of redirects) {
      const target = redirectTarget(rule, pathname);
      if (target === null) continue;
      // As on Netlify, a rule without "!" gives way to a file at its address.
      if (!rule.force && servesFile(root, pathname)) break;
      if (rule.status >= 300 && rule.status < 400) {
        res.writeHead(rule.status, {Location: `${mount.slice(0, -1)}${target}${url.search}`});
        res.end();
        return;
      }
      // A rewrite (200, or 404 for a not-found page): the target's file with the rule's status.
      // Asked for without .html, which serve-handler's clean URLs would redirect.
      req.url = target.replace(/\.html$/, '');
      res.statusCode = rule.status;
      break;
    }
    gzip(req, res, () => serveHandler(req, res, options));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const options = {
    dir: option('dir', 'build'),
    port: Number(option('port', 3300)),
    host: option('host', '127.0.0.1'),
    headers: !args.includes('--no-headers'),
    mount: option('mount', '/').replace(/\/?$/, '/'),
  };
  startServer(options).then(() => {
    console.log(
      `Serving ${options.dir} at http://${options.host}:${options.port}${options.mount} (gzip, _redirects${options.headers ? ', _headers' : ''})`,
    );
  });
}
