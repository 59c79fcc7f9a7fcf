import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import type {IndexGroup} from '@site/plugins/site-index/siteIndex';
import styles from './styles.module.css';

/** The HTML sitemap at /sidebar; its data comes from the site-index plugin. */
export default function SiteIndexPage({groups}: {groups: IndexGroup[]}) {
  const total = groups.reduce((n, g) => n + g.pages.length, 0);
  const english = useEnglishAttributes();
  return (
    <Layout
      title={translate({
        id: 'siteIndex.meta.title',
        message: 'All pages',
        description: 'Page title of the HTML sitemap',
      })}
      description={translate(
        {
          id: 'siteIndex.meta.description',
          message: 'Every page of the site in one list: {count} pages grouped by section.',
          description: 'Meta description of the HTML sitemap; {count} is the number of pages',
        },
        {count: total},
      )}>
      <main className="container margin-vert--lg">
        <Heading as="h1">
          <Translate id="siteIndex.heading" description="Main heading of the HTML sitemap">
            All pages on this site
          </Translate>
        </Heading>
        <p>
          <Translate
            id="siteIndex.intro"
            description="Intro of the HTML sitemap, followed by links to each section; {count} is the number of pages"
            values={{count: total}}>
            {'{count} pages, grouped by section. Jump to:'}
          </Translate>{' '}
          {groups.map((g, i) => (
            <span key={g.id}>
              {i > 0 && ' · '}
              <a href={`#${g.id}`}>{g.label}</a>
            </span>
          ))}
        </p>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id} className={styles.group}>
              <Heading as="h2" id={group.id}>
                {group.label} <span className={styles.count}>({group.pages.length})</span>
              </Heading>
              <ul>
                {group.pages.map((page) => (
                  <li key={page.route} {...(page.inLocale ? {} : english)}>
                    <Link to={page.route}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </main>
    </Layout>
  );
}
