import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {doctorRoute, doctors, getDoctor} from '@site/src/data/doctors';
import blogAuthorsPlugin, {writeBlogAuthors} from '@site/plugins/blog-authors';
import {authorTitle, authorsYaml, blogAuthors} from '@site/plugins/blog-authors/blogAuthors';

const committedFile = path.join(__dirname, '..', '..', 'blog', 'authors.yml');

describe('blog authors', () => {
  it('makes one author per doctor, with the role and special interests as title and the profile as link', () => {
    const authors = blogAuthors(doctors, doctorRoute);
    expect(Object.keys(authors)).toEqual(doctors.map((d) => d.id));
    for (const doctor of doctors) {
      expect(authors[doctor.id]).toEqual({
        name: doctor.name,
        title: authorTitle(doctor),
        url: doctorRoute(doctor),
      });
    }
  });

  it('puts special interests after the role, never in it', () => {
    expect(authorTitle(getDoctor('ananya-reddy'))).toBe(
      'Prosthodontist · Special interest: dental implants',
    );
    expect(authorTitle(getDoctor('karthik-rao'))).toBe('Orthodontist');
  });

  it('keeps the committed blog/authors.yml in step with the doctors (run `npm start` or `npm run build` to refresh it)', () => {
    expect(fs.readFileSync(committedFile, 'utf8')).toBe(
      authorsYaml(blogAuthors(doctors, doctorRoute)),
    );
  });

  it('writes the file when the plugin is created, and leaves an up-to-date file untouched', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-authors-'));
    fs.mkdirSync(path.join(siteDir, 'blog'));
    const file = path.join(siteDir, 'blog', 'authors.yml');

    const plugin = blogAuthorsPlugin({siteDir} as LoadContext);
    expect(plugin.name).toBe('blog-authors');
    expect(fs.readFileSync(file, 'utf8')).toBe(authorsYaml(blogAuthors(doctors, doctorRoute)));

    const writtenAt = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(file, writtenAt, writtenAt);
    writeBlogAuthors(file);
    expect(fs.statSync(file).mtime.getTime()).toBe(writtenAt.getTime());
    fs.rmSync(siteDir, {recursive: true, force: true});
  });
});
