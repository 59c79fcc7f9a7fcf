#!/usr/bin/env node
/**
 * Makes each blog post's cover: an original SVG illustration in the site's
 * style (static/img/blog/<slug>.svg, shown at the top of the post) and a
 * 1200×630 PNG of it (static/img/blog/<slug>.png, the post's social card,
 * named by `image:` in its front matter).
 *
 *   npm run covers          make covers for posts that have none
 *   npm run covers -- --all remake every cover (after a title or tag change)
 *
 * The PNG is drawn by Chromium (the system one at /usr/bin/chromium, or
 * Playwright's own). Commit the files it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import matter from 'gray-matter';
import yaml from 'js-yaml';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const blogDir = path.join(root, 'blog');
const outDir = path.join(root, 'static', 'img', 'blog');
const remakeAll = process.argv.includes('--all');

const clinicName = /\bname: '([^']+)'/.exec(
  fs.readFileSync(path.join(root, 'src/data/clinic.ts'), 'utf8'),
)?.[1];
if (!clinicName) throw new Error('Could not read the clinic name from src/data/clinic.ts');

/** blog/tags.yml as {id: label}, in the file's order (the order picks each tag's accent). */
function readTagLabels() {
  const tags = yaml.load(fs.readFileSync(path.join(blogDir, 'tags.yml'), 'utf8')) ?? {};
  return Object.fromEntries(Object.entries(tags).map(([id, tag]) => [id, tag?.label]));
}

function frontMatter(source) {
  const {slug, title, image, tags = []} = matter(source).data;
  return {slug, title, image, tags};
}

const escapeXml = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy wrap by an average glyph width; good enough for a system sans-serif at this size. */
function wrap(text, maxChars) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** One accent per topic, all from the site palette. */
const accents = ['#99f6e4', '#fde68a', '#fecdd3', '#bae6fd', '#ddd6fe', '#bbf7d0'];

function coverSvg({title, tagLabel, accentIndex}) {
  const fontSize = title.length > 70 ? 54 : title.length > 45 ? 62 : 70;
  const lines = wrap(title, Math.floor(1300 / fontSize));
  const accent = accents[accentIndex % accents.length];
  const lineHeight = Math.round(fontSize * 1.18);
  const firstY = 250 + Math.max(0, (4 - lines.length) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<tspan x="96" y="${firstY + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">
  <title>${escapeXml(`${title}: an article from ${clinicName}`)}</title>
  <defs>
    <pattern id="leaves" width="160" height="160" patternUnits="userSpaceOnUse">
      <g fill="none" stroke="#ccfbf1" stroke-opacity=".12" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
        <path d="M20 60 C20 38 38 20 60 20 C60 42 42 60 20 60 Z M24 56 L52 28"/>
        <path d="M98 92 C98 86 103 84 107 86 C110 87.5 114 87.5 117 86 C121 84 126 86 126 92 C126 99 124 103 123 110 C122 117 121 124 117 124 C114 124 114 114 112 114 C110 114 110 124 107 124 C103 124 102 117 101 110 C100 103 98 99 98 92 Z"/>
      </g>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="#0f766e"/>
  <rect width="1200" height="630" fill="url(#leaves)"/>
  <circle cx="1090" cy="110" r="230" fill="${accent}" fill-opacity=".16"/>
  <g transform="translate(930 300) scale(6.5)" fill="#ffffff" fill-opacity=".9" stroke="#0b4f4a" stroke-width="1.2" stroke-linejoin="round">
    <path d="M0 6 C0 1.5 3.2 -0.6 6.2 0.5 C7.9 1.2 8.9 1.6 9.9 1.6 C10.9 1.6 11.9 1.2 13.6 0.5 C16.6 -0.6 19.8 1.5 19.8 6 C19.8 10.8 18.3 13.9 17.7 19 C17.1 24 16.4 29.4 14 29.4 C11.9 29.4 11.9 22.6 9.9 22.6 C7.9 22.6 7.9 29.4 5.8 29.4 C3.4 29.4 2.7 24 2.1 19 C1.5 13.9 0 10.8 0 6 Z"/>
  </g>
  <rect x="96" y="96" width="${Math.round(tagLabel.length * 15.5 + 48)}" height="52" rx="26" fill="${accent}"/>
  <text x="120" y="131" fill="#042f2c" font-family="system-ui, sans-serif" font-size="28" font-weight="700">${escapeXml(tagLabel)}</text>
  <text fill="#ffffff" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700">${text}</text>
  <rect x="96" y="540" width="96" height="6" rx="3" fill="${accent}"/>
  <text x="96" y="588" fill="#ccfbf1" font-family="system-ui, sans-serif" font-size="30" font-weight="500">${escapeXml(clinicName)} · Dental health articles</text>
</svg>
`;
}

function executablePath() {
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

async function main() {
  const tagLabels = readTagLabels();
  const tagIds = Object.keys(tagLabels);
  const posts = fs
    .readdirSync(blogDir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .map((f) => frontMatter(fs.readFileSync(path.join(blogDir, f), 'utf8')));
  fs.mkdirSync(outDir, {recursive: true});
  const todo = posts.filter((p) => remakeAll || !fs.existsSync(path.join(outDir, `${p.slug}.png`)));
  if (todo.length === 0) {
    console.log(`All ${posts.length} posts have covers.`);
    return;
  }
  const browser = await chromium.launch({
    executablePath: executablePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  for (const post of todo) {
    if (!post.slug || !post.title || post.tags.length === 0) {
      throw new Error(`A post is missing slug, title or tags: ${JSON.stringify(post)}`);
    }
    if (post.image !== `/img/blog/${post.slug}.png`) {
      throw new Error(
        `Post "${post.slug}" should have "image: /img/blog/${post.slug}.png" in its front matter.`,
      );
    }
    const tag = post.tags[0];
    if (!tagLabels[tag])
      throw new Error(`Post "${post.slug}" uses tag "${tag}", which is not in blog/tags.yml.`);
    const svg = coverSvg({
      title: post.title,
      tagLabel: tagLabels[tag],
      accentIndex: tagIds.indexOf(tag),
    });
    fs.writeFileSync(path.join(outDir, `${post.slug}.svg`), svg);
    await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    await page.screenshot({
      path: path.join(outDir, `${post.slug}.png`),
      clip: {x: 0, y: 0, width: 1200, height: 630},
    });
    console.log(`cover: ${post.slug}`);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
