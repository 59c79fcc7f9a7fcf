/**
 * Wraps @theme/BlogTagsListPage to give /blog/tags a description of its own;
 * the stock page sets only a title, so search engines and link previews showed
 * the site's default description. Placed after the page, so it wins.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'blogTags.meta.description',
          message:
            'Every topic the clinic’s dentists write about, from implants and aligners to children’s teeth and costs in Hyderabad, each with its articles.',
          description: 'Meta description (search engines, link previews) of the blog topics page',
        })}
      />
    </>
  );
}
