#!/usr/bin/env node
// Screenshots of the key pages at phone and laptop widths, in light and dark mode,
// so anyone can look at the site as a patient sees it. Serves an existing build
// (run `npm run build` first) and writes full-page PNGs into shots/ (git-ignored).
//
//   node scripts/shots.mjs [--dir build] [--out shots] [--port 3320] [--widths 412,1280]
//                          [--pages /,/contact] [--viewport-only]
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {startServer} from './serve-build.mjs';

const keyPages = [
  '/',
  '/contact',
  '/dental-clinic-banjara-hills',
  '/services/root-canal-hyderabad',
  '/services/emergency-dental-care-hyderabad',
  '/dental-problem/tooth-pain',
  '/braces-and-invisalign/Invisalign',
  '/doctors/Doctor',
  '/pricing',
  '/pricing/financing',
  '/pricing/payment-options',
  '/blog',
  '/smile-assessment',
  '/dental-gallery',
  '/login',
];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const dir = option('dir', 'build');
const out = option('out', 'shots');
const port = Number(option('port', 3320));
const widths = option('widths', '412,1280').split(',').map(Number);
const pages = option('pages', keyPages.join(',')).split(',');
const fullPage = !args.includes('--viewport-only');

const systemChromium = '/usr/bin/chromium';
const server = await startServer({dir, port, headers: false});
const browser = await chromium.launch({
  ...(fs.existsSync(systemChromium) ? {executablePath: systemChromium} : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
fs.mkdirSync(out, {recursive: true});

for (const theme of ['light', 'dark']) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: {width, height: width < 800 ? 915 : 800},
      deviceScaleFactor: 1,
      isMobile: width < 800,
      hasTouch: width < 800,
    });
    // The theme the site reads on load (its colour-mode key is "theme").
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      const file = path.join(out, `${name}-${width}-${theme}.png`);
      await page.screenshot({path: file, fullPage});
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
server.close();
