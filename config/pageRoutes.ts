/**
 * Lists the routes that src/pages produces, so that menus and content blocks
 * only link to pages that exist (Docusaurus fails the build on a broken link).
 * Runs in Node at config time.
 */
import fs from 'node:fs';
import path from 'node:path';

const pageExtensions = ['.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

function walk(dir: string, base: string, routes: string[]): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    // Docusaurus makes no route from files or folders starting with "_".
    if (entry.name.startsWith('_')) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full, `${base}/${entry.name}`, routes);
      continue;
    }
    const ext = path.extname(entry.name);
    if (
      !pageExtensions.includes(ext) ||
      entry.name.includes('.module.') ||
      entry.name.endsWith('.d.ts')
    ) {
      continue;
    }
    const name = entry.name.slice(0, -ext.length);
    if (/\.(test|spec)$/.test(name)) {
      continue;
    }
    routes.push(name === 'index' ? base || '/' : `${base}/${name}`);
  }
}

export function listPageRoutes(pagesDir = path.join(__dirname, '..', 'src', 'pages')): string[] {
  const routes: string[] = [];
  if (fs.existsSync(pagesDir)) {
    walk(pagesDir, '', routes);
  }
  return routes.sort();
}

/** True when the blog folder holds at least one post. */
export function hasBlogPosts(blogDir = path.join(__dirname, '..', 'blog')): boolean {
  return (
    fs.existsSync(blogDir) && fs.readdirSync(blogDir).some((f) => /^\d{4}-\d{2}-\d{2}-/.test(f))
  );
}
