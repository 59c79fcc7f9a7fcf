import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';

/** Every route of the production build, read from build/sitemap.xml. */
export function sitemapRoutes(): string[] {
  const file = path.join(__dirname, '..', '..', 'build', 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until React has hydrated: Docusaurus then sets <html data-has-hydrated="true">. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
