/**
 * The blog: every post's front matter, authors, tags, cover and length.
 * (blog/authors.yml is checked beside its plugin, plugins/blog-authors.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {doctors} from '@site/src/data/doctors';

const root = path.join(__dirname, '..', '..');
const blogDir = path.join(root, 'blog');
const tagIds = new Set(
  [...fs.readFileSync(path.join(blogDir, 'tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm)].map(
    (m) => m[1],
  ),
);
const doctorIds = new Set(doctors.map((d) => d.id));
const today = new Date().toISOString().slice(0, 10);

interface Post {
  file: string;
  date: string;
  front: Record<string, string>;
  body: string;
}

const posts: Post[] = fs
  .readdirSync(blogDir)
  .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx$/.test(f))
  .map((file) => {
    const source = fs.readFileSync(path.join(blogDir, file), 'utf8');
    const [, block = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const front = Object.fromEntries(
      [...block.matchAll(/^([a-z_]+):\s*(.*)$/gm)].map((m) => [
        m[1],
        m[2].trim().replace(/^"(.*)"$/, '$1'),
      ]),
    );
    return {file, date: file.slice(0, 10), front, body};
  });

const list = (value = '') =>
  value
    .replace(/[[\]]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function pngSize(file: string): [number, number] {
  const buffer = fs.readFileSync(file);
  expect(buffer.subarray(1, 4).toString()).toBe('PNG');
  return [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
}

describe('the blog', () => {
  // 27 is the number the site launched with (the specification's floor): editors add more.
  it('has at least the 27 launch articles, each blog/*.mdx a post, with unique slugs, over at least three years up to today', () => {
    expect(posts.length).toBeGreaterThanOrEqual(27);
    expect(fs.readdirSync(blogDir).filter((f) => f.endsWith('.mdx'))).toHaveLength(posts.length);
    expect(new Set(posts.map((p) => p.front.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
    posts.forEach((p) => expect(p.date <= today).toBe(true));
  });
});

describe.each(posts.map((p) => [p.file, p] as const))('%s', (_file, post) => {
  it('has a readable slug matching its file name, a title and a description', () => {
    expect(post.front.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(post.file).toBe(`${post.date}-${post.front.slug}.mdx`);
    expect(post.front.title.length).toBeGreaterThan(15);
    expect(post.front.description.length).toBeGreaterThanOrEqual(100);
    expect(post.front.description.length).toBeLessThanOrEqual(170);
  });

  it('is written by one of the clinic’s doctors and uses only tags from tags.yml', () => {
    const authors = list(post.front.authors);
    expect(authors.length).toBeGreaterThan(0);
    authors.forEach((a) => expect(doctorIds).toContain(a));
    const tags = list(post.front.tags);
    expect(tags.length).toBeGreaterThan(0);
    tags.forEach((t) => expect(tagIds).toContain(t));
  });

  it('has a cover: a 1200×630 PNG social card and its SVG twin', () => {
    expect(post.front.image).toBe(`/img/blog/${post.front.slug}.png`);
    const png = path.join(root, 'static', post.front.image);
    expect(pngSize(png)).toEqual([1200, 630]);
    expect(fs.existsSync(png.replace(/\.png$/, '.svg'))).toBe(true);
  });

  it('has a truncate marker, sub-headings, a takeaway list, no h1, and at least 900 words', () => {
    expect(post.body).toMatch(/^\{\/\* truncate \*\/\}$/m);
    expect(post.body).not.toMatch(/^# /m);
    expect((post.body.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(post.body).toMatch(/^- /m);
    expect(post.body.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length).toBeGreaterThanOrEqual(
      900,
    );
  });

  it('links to at least one treatment or problem page', () => {
    expect(post.body).toMatch(/\]\(\/(services|braces-and-invisalign|dental-problem)\//);
  });

  it('keeps to the advertising code and has no placeholder text', () => {
    expect(post.body).not.toMatch(
      /\b(the best|best dentist|best clinic|no\.? ?1|number one|guaranteed?|100 ?%)\b/i,
    );
    expect(post.body).not.toMatch(/\b(is|are|completely|totally) painless\b/i);
    expect(post.body).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    expect(post.body).not.toMatch(/\+91[\s\d]{8,}|\b[6-9]\d{4}\s?\d{5}\b/);
  });

  it('types no price: figures come from the data through <Price> or <PriceTable>', () => {
    expect(post.body).not.toMatch(/₹|\bRs\.?\s?\d|INR\s?\d|\d\s?lakh/i);
  });
});
