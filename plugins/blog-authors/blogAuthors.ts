/**
 * Builds blog/authors.yml from the doctors in src/data/doctors.ts, so a
 * doctor's name and role are written once. Pure: no file access.
 */
import type {Doctor} from '../../src/data/doctors';

export interface BlogAuthor {
  name: string;
  title: string;
  /** The doctor's profile page. */
  url: string;
}

export function blogAuthors(
  doctors: readonly Doctor[],
  profileRoute: (doctor: Doctor) => string,
): Record<string, BlogAuthor> {
  return Object.fromEntries(
    doctors.map((d) => {
      const author: BlogAuthor = {name: d.name, title: d.role, url: profileRoute(d)};
      return [d.id, author];
    }),
  );
}

/** YAML with every value as a JSON string (valid YAML, no quoting surprises). */
export function authorsYaml(authors: Record<string, BlogAuthor>): string {
  const header =
    '# Generated from src/data/doctors.ts when the site starts or builds. Edit the doctor there, not here.\n';
  const body = Object.entries(authors)
    .map(
      ([id, a]) =>
        `${id}:\n${Object.entries(a)
          .map(([key, value]) => `  ${key}: ${JSON.stringify(value)}`)
          .join('\n')}`,
    )
    .join('\n');
  return `${header}${body}\n`;
}
