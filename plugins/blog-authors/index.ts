/**
 * Writes blog/authors.yml from the doctors in src/data/doctors.ts, so a
 * doctor's name, role and profile link are written once.
 *
 * The blog plugin reads the file in its loadContent, which runs in parallel
 * with every other plugin's; so the file is written when this plugin is
 * created, which Docusaurus does for all plugins before loading any content.
 * It is written only when its content changed, so `docusaurus start` does not
 * reload in a loop.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {doctorRoute, doctors} from '../../src/data/doctors';
import {authorsYaml, blogAuthors} from './blogAuthors';

export function writeBlogAuthors(file: string): void {
  const yaml = authorsYaml(blogAuthors(doctors, doctorRoute));
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== yaml) {
    fs.writeFileSync(file, yaml);
  }
}

export default function blogAuthorsPlugin(context: LoadContext): Plugin {
  writeBlogAuthors(path.join(context.siteDir, 'blog', 'authors.yml'));
  return {name: 'blog-authors'};
}
