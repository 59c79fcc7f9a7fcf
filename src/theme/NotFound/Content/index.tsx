/**
 * Swizzled (ejected) from @docusaurus/theme-classic NotFound/Content.
 * Why: a patient who follows a dead link should still be able to search, reach
 * the main sections and call the clinic; the stock page offers none of these.
 */
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NotFound/Content';
import ContactPanel from '@site/src/components/ui/ContactPanel';
import {sections} from '@site/src/data/navigation';

export default function NotFoundContent({className}: Props) {
  const links = [
    {
      label: translate({
        id: 'notFound.links.home',
        message: 'Home page',
        description: 'Page not found: link to the home page, in the list of main sections',
      }),
      to: '/',
    },
    {
      label: translate({
        id: 'notFound.links.treatments',
        message: 'All treatments',
        description:
          'Page not found: link to the list of all treatments, in the list of main sections',
      }),
      to: '/sidebar#treatments',
    },
    ...[sections.doctors, sections.pricing, sections.blog, sections.contact]
      .filter((s): s is typeof s & {route: string} => 'route' in s)
      .map((s) => ({label: s.label, to: s.route})),
    {
      label: translate({
        id: 'notFound.links.sitemap',
        message: 'Every page of the site',
        description: 'Page not found: link to the site index, in the list of main sections',
      }),
      to: '/sidebar',
    },
  ];
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="notFound.title" description="Heading of the page not found (404) page">
              Page not found
            </Translate>
          </Heading>
          <p>
            <Translate
              id="notFound.intro"
              description="Page not found: explanation under the heading">
              We could not find a page at this address. It may have moved, or the link may have a
              typing mistake.
            </Translate>
          </p>
          <p>
            <Translate
              id="notFound.search.label"
              description="Page not found: text above the search box">
              Search the site:
            </Translate>
          </p>
          <div className="margin-bottom--md">
            <SearchBar />
          </div>
          <Heading as="h2">
            <Translate
              id="notFound.sections.heading"
              description="Page not found: heading of the list of links to the main sections">
              Main sections
            </Translate>
          </Heading>
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
