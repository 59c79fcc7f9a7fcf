#!/usr/bin/env node
// Serves the production build the way a static host would: gzip for text, the
// not-found page with status 404, and the headers of build/_headers (the
// Netlify / Cloudflare Pages format) applied to every response. Used by the
// security browser tests and by `npm run bench`.
//
//   node scripts/serve-build.mjs [--dir build] [--port 3300] [--host 127.0.0.1] [--no-headers]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Parses a _headers file into [{pattern: RegExp, headers: [name, value][]}]. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({pattern: new RegExp(`^${source}$`), headers: []});
    } else if (rules.length > 0) {
      const at = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function findFile(root, pathname) {
  const candidates = pathname.endsWith('/')
    ? [path.join(pathname, 'index.html')]
    : [pathname, `${pathname}.html`, path.join(pathname, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Starts the server; resolves once it listens. */
export function startServer({dir = 'build', port = 3300, host = '127.0.0.1', headers = true} = {}) {
  const root = path.resolve(dir);
  const headersFile = path.join(root, '_headers');
  const rules =
    headers && fs.existsSync(headersFile)
      ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8'))
      : [];
  const gzipped = new Map();

  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    let file = findFile(root, pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    for (const rule of rules) {
      if (rule.pattern.test(pathname)) {
        for (const [name, value] of rule.headers) res.setHeader(name, value);
      }
    }
    const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    let body = fs.readFileSync(file);
    if (compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      if (!gzipped.has(key)) gzipped.set(key, zlib.gzipSync(body));
      body = gzipped.get(key);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
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
  };
  startServer(options).then(() => {
    console.log(
      `Serving ${options.dir} at http://${options.host}:${options.port}/ (gzip${options.headers ? ', _headers' : ''})`,
    );
  });
}
