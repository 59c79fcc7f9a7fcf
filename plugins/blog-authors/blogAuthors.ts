/**
 * Builds blog/authors.yml from the doctors in src/data/doctors.ts, so a
 * doctor's name, role and special interests are written once. Pure: no file
 * access.
 */
import type {Doctor} from '../../src/data/doctors';

export interface BlogAuthor {
  name: string;
  /** The role, then the special interests where the doctor has any (the blog is in English). */
  title: string;
  /** The doctor's profile page. */
  url: string;
}

/**
 * The line under an author's name: the role, a recognised qualification, and
 * apart from it the doctor's special interests, as the site shows them
 * everywhere ("Prosthodontist · Special interest: dental implants").
 */
export function authorTitle(doctor: Doctor): string {
  const interests = doctor.interests ?? [];
  return interests.length > 0
    ? `${doctor.role} · Special interest: ${interests.join(', ')}`
    : doctor.role;
}

export function blogAuthors(
  doctors: readonly Doctor[],
  profileRoute: (doctor: Doctor) => string,
): Record<string, BlogAuthor> {
  return Object.fromEntries(
    doctors.map((d) => {
      const author: BlogAuthor = {name: d.name, title: authorTitle(d), url: profileRoute(d)};
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
