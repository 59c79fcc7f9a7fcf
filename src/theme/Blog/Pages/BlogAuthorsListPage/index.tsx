/**
 * Wraps @theme/Blog/Pages/BlogAuthorsListPage to give /blog/authors a
 * description of its own (the stock page sets only a title). Placed after the
 * page, so it wins over the site's default description.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blogAuthors.meta.description',
          message:
            'The clinic’s dentists who write the articles on this site, with their specialties and what each has written.',
          description: 'Meta description (search engines, link previews) of the blog authors page',
        })}
      />
    </>
  );
}
