import Head from '@docusaurus/Head';
import {serializeJsonLd, type JsonLdNode} from '@site/src/lib/seo';

/** Renders structured data into the page's <head>. */
export default function JsonLd({data}: {data: JsonLdNode | readonly JsonLdNode[]}) {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
