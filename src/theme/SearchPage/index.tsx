/**
 * Wraps the local search's @theme/SearchPage to give /search a description of
 * its own (the plugin's page sets only a title). Placed after the page, so it
 * wins over the site's default description.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <SearchPage />
      <PageMetadata
        description={translate({
          id: 'searchPage.meta.description',
          message:
            'Search the clinic’s pages on treatments, dental problems, prices, dentists and branches in Hyderabad.',
          description: 'Meta description (search engines, link previews) of the search page',
        })}
      />
    </>
  );
}
