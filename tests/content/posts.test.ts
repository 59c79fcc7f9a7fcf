/**
 * The blog's posts, checked the way the editor guide ("Write a blog post")
 * describes them (`npm run check:content`). Each problem is one line an
 * editor can act on: the file, the line when there is one, what is wrong and
 * what to do. (blog/authors.yml is checked beside its plugin, plugins/blog-authors.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {doctors} from '@site/src/data/doctors';
import {frontMatter, lineAt, read, root} from './contentFiles';

const blogDir = path.join(root, 'blog');
const tagIds = [
  ...fs.readFileSync(path.join(blogDir, 'tags.yml'), 'utf8').matchAll(/^([a-z0-9-]+):\s*$/gm),
].map((m) => m[1]);
const doctorIds: string[] = doctors.map((d) => d.id);
const today = new Date().toISOString().slice(0, 10);
/** The guide's floor for a post's length. */
const minimumWords = 900;
/** How many posts the site launched with (the specification's floor, not a ceiling). */
const launchPosts = 27;

interface Post {
  file: string;
  date: string;
  front: Record<string, string>;
  text: string;
  /** The text after the front matter. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
}

function readPost(file: string, text = read(file)): Post {
  const match = /^---\n[\s\S]*?\n---\n/.exec(text);
  const head = match?.[0] ?? '';
  return {
    file,
    date: path.basename(file).slice(0, 10),
    front: frontMatter(text),
    text,
    body: text.slice(head.length),
    bodyLine: head.split('\n').length,
  };
}

const postFiles = fs
  .readdirSync(blogDir)
  .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
  .map((f) => `blog/${f}`);
const posts = postFiles.map((file) => readPost(file));

const list = (value = '') =>
  value
    .replace(/[[\]]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Words as the guide ("Check the article") tells editors to count them: after
 * the front matter, every whitespace-separated word with a Latin letter in it
 * (block tags count; figures such as "2" do not).
 */
const wordCount = (post: Post): number =>
  post.body.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;

/** Words and figures a post may not use, each with the reason an editor is given. */
const barred: {pattern: RegExp; why: string}[] = [
  {
    pattern: /\b(the best|best dentist|best clinic|no\.? ?1|number one|guaranteed?|100 ?%)\b/gi,
    why: 'the Dental Council of India’s rules bar superlatives and guarantees: describe what the clinic does instead',
  },
  {
    pattern: /\b(is|are|completely|totally) painless\b/gi,
    why: 'no treatment can be promised painless: say how pain is managed (for example "under local anaesthesia")',
  },
  {
    pattern: /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/gi,
    why: 'placeholder text: finish the sentence or remove it',
  },
  {
    pattern: /\+91[\s\d]{8,}|\b[6-9]\d{4}\s?\d{5}\b/g,
    why: 'a phone number typed in: link to the branch or contact page instead, so the number stays current',
  },
  {
    pattern: /₹|\bRs\.?\s?\d|INR\s?\d|\d\s?lakh/gi,
    why: 'a price typed in: use <Price treatment="…" line="…" /> or <PriceTable id="…" />, which read src/data/treatments.ts',
  },
];

/** Every problem with one post, as lines for the editor. */
function postProblems(post: Post): string[] {
  const {file, front, body} = post;
  const problems: string[] = [];
  const at = (index: number) => `${file}:${post.bodyLine - 1 + lineAt(body, index)}`;
  if (!/^\d{4}-\d{2}-\d{2}-/.test(path.basename(file)))
    problems.push(
      `${file}: the file name must start with the publication date, as 2026-12-05-<slug>.mdx.`,
    );
  else if (post.date > today)
    problems.push(
      `${file}: dated ${post.date}, after today (${today}); a post dated in the future would not be published. Rename the file with today's date or an earlier one.`,
    );
  if (front.slug === undefined || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(front.slug))
    problems.push(`${file}: slug "${front.slug ?? ''}" must be lowercase words joined by hyphens.`);
  else if (path.basename(file).replace(/\.mdx?$/, '') !== `${post.date}-${front.slug}`)
    problems.push(
      `${file}: the file name must be the date and the slug: ${post.date}-${front.slug}.mdx.`,
    );
  if ((front.title ?? '').length <= 15)
    problems.push(
      `${file}: the title "${front.title ?? ''}" is too short: write a title of more than 15 characters.`,
    );
  const description = front.description ?? '';
  if (description.length < 100 || description.length > 170)
    problems.push(
      `${file}: the description has ${description.length} characters; search engines show 100 to 170.`,
    );
  const authors = list(front.authors);
  if (authors.length === 0) problems.push(`${file}: no author: add authors: [<a dentist's id>].`);
  for (const author of authors.filter((a) => !doctorIds.includes(a)))
    problems.push(
      `${file}: author "${author}" is not a dentist's id. Ids in src/data/doctors.ts: ${doctorIds.join(', ')}.`,
    );
  const tags = list(front.tags);
  if (tags.length === 0) problems.push(`${file}: no tags: add tags: [<tags from blog/tags.yml>].`);
  for (const tag of tags.filter((t) => !tagIds.includes(t)))
    problems.push(`${file}: tag "${tag}" is not in blog/tags.yml. Tags: ${tagIds.join(', ')}.`);
  const image = `/img/blog/${front.slug}.png`;
  if (front.image !== image)
    problems.push(`${file}: image must be ${image} (the cover made by npm run covers).`);
  else if (!fs.existsSync(path.join(root, 'static', image)))
    problems.push(`${file}: the cover static${image} does not exist: run npm run covers.`);
  else {
    const png = fs.readFileSync(path.join(root, 'static', image));
    const size = `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
    if (png.subarray(1, 4).toString() !== 'PNG' || size !== '1200×630')
      problems.push(
        `${file}: the cover static${image} must be a 1200×630 PNG (it is ${size}): run npm run covers.`,
      );
    if (!fs.existsSync(path.join(root, 'static', image.replace(/\.png$/, '.svg'))))
      problems.push(`${file}: the cover's SVG twin is missing: run npm run covers.`);
  }
  if (!/^\{\/\* truncate \*\/\}$/m.test(body))
    problems.push(`${file}: no {/* truncate */} line: put it after the opening paragraph.`);
  const h1 = /^# /m.exec(body);
  if (h1)
    problems.push(`${at(h1.index)}: a "# " heading: the title is the post's only h1; use "## ".`);
  const subheadings = (body.match(/^## /gm) ?? []).length;
  if (subheadings < 3)
    problems.push(`${file}: ${subheadings} "## " sub-headings; write at least 3.`);
  if (!/^- /m.test(body)) problems.push(`${file}: no takeaway list ("- " lines) near the end.`);
  const words = wordCount(post);
  if (words < minimumWords)
    problems.push(
      `${file}: ${words} words, counted as the guide says (every word with a letter, after the front matter); at least ${minimumWords} are needed.`,
    );
  if (!/\]\(\/(services|braces-and-invisalign|dental-problem)\//.test(body))
    problems.push(
      `${file}: no link to a treatment or problem page: link the treatment the post is about.`,
    );
  for (const {pattern, why} of barred)
    for (const m of body.matchAll(pattern)) problems.push(`${at(m.index)}: "${m[0]}": ${why}.`);
  return problems;
}

describe('the blog', () => {
  it(`has at least the ${launchPosts} launch posts, with unique slugs, over at least three years`, () => {
    expect(posts.length).toBeGreaterThanOrEqual(launchPosts);
    const slugs = posts.map((p) => p.front.slug);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    expect(new Set(posts.map((p) => p.date.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
  });

  it('has no problem in any post', () => {
    expect(posts.flatMap(postProblems)).toEqual([]);
  });

  it('names the word, its line and the reason for a barred word, and counts words as the guide does', () => {
    const post = readPost(
      posts[0].file,
      posts[0].text.replace(/\n## /, '\nWe are the best clinic.\n\n## '),
    );
    const line = post.text.split('\n').indexOf('We are the best clinic.') + 1;
    expect(postProblems(post)).toContainEqual(
      `${post.file}:${line}: "the best": the Dental Council of India’s rules bar superlatives and guarantees: describe what the clinic does instead.`,
    );
    const short = readPost(
      'blog/2020-01-01-x.mdx',
      '---\nslug: x\n---\nOne two three, 4 5.\n<Price treatment="a" line="b" />\n',
    );
    expect(wordCount(short)).toBe(6);
    expect(postProblems(short)).toContainEqual(
      expect.stringMatching(/^blog\/2020-01-01-x\.mdx: 6 words, .* at least 900/),
    );
    const future = readPost('blog/2999-01-01-x.mdx', '---\nslug: x\n---\n');
    expect(postProblems(future)).toContainEqual(
      expect.stringMatching(/^blog\/2999-01-01-x\.mdx: dated 2999-01-01, after today/),
    );
  });
});
