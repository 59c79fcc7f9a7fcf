/**
 * Writes blog/authors.yml from the doctors' data before the blog plugin reads
 * it, and only when the content changed (so `docusaurus start` does not loop).
 * Runs in Node at config time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {doctorRoute, doctors} from '../src/data/doctors';
import {authorsYaml, blogAuthors} from '../src/lib/blogAuthors';

export const blogAuthorsFile = path.join(__dirname, '..', 'blog', 'authors.yml');

export function writeBlogAuthors(pageRoutes: Set<string>, file = blogAuthorsFile): void {
  const yaml = authorsYaml(blogAuthors(doctors, doctorRoute, (route) => pageRoutes.has(route)));
  if (!fs.existsSync(path.dirname(file))) {
    return;
  }
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== yaml) {
    fs.writeFileSync(file, yaml);
  }
}
