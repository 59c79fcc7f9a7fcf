#!/usr/bin/env node
// Serves the production build the way a static host would: gzip for text, the
// not-found page with status 404, and the headers of build/_headers (the
// Netlify / Cloudflare Pages format) applied to every response. Used by the
// browser tests and by `npm run bench`. The files are served by serve-handler,
// with clean URLs, as `docusaurus serve` serves them.
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

/** Starts the server; resolves once it listens. */
export function startServer({
  dir = 'build',
  port = 3300,
  host = '127.0.0.1',
  headers = true,
  mount = '/',
} = {}) {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules =
    headers && fs.existsSync(headersFile)
      ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8'))
      : [];
  const options = {public: root, cleanUrls: true, directoryListing: false, headers: rules};
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
    req.url = `/${url.pathname.slice(mount.length)}${url.search}`;
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
      `Serving ${options.dir} at http://${options.host}:${options.port}${options.mount} (gzip${options.headers ? ', _headers' : ''})`,
    );
  });
}
