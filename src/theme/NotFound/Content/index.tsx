/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound/Content.
 * Why: a patient who follows a dead link should still be able to search, reach
 * the main sections and call the clinic; the stock page offers none of these.
 */
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NotFound/Content';
import ContactPanel from '@site/src/components/ui/ContactPanel';
import {sections} from '@site/src/data/navigation';

export default function NotFoundContent({className}: Props) {
  const links = [
    {label: 'Home page', to: '/'},
    {label: 'All treatments', to: '/sidebar#treatments'},
    ...[sections.doctors, sections.pricing, sections.blog, sections.contact]
      .filter((s): s is typeof s & {route: string} => 'route' in s)
      .map((s) => ({label: s.label, to: s.route})),
    {label: 'Every page of the site', to: '/sidebar'},
  ];
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            We could not find a page at this address. It may have moved, or the link may have a
            typing mistake.
          </p>
          <p>Search the site:</p>
          <div className="margin-bottom--md">
            <SearchBar />
          </div>
          <Heading as="h2">Main sections</Heading>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
          <ContactPanel />
        </div>
      </div>
    </main>
  );
}
