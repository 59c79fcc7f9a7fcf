/**
 * Swizzled (ejected) from @docusaurus/theme-classic ErrorPageContent.
 * Keeps the stock behaviour (heading "This page crashed.", a "Try again"
 * button that resets the error, the error and its chain of causes; the page
 * title "Page Error") and adds the
 * clinic's phone numbers, so a patient on a broken page can still reach us.
 */
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import ContactPanel from '@site/src/components/ui/ContactPanel';

export default function ErrorPageContent({error, tryAgain}: Props) {
  return (
    <main className="container margin-vert--xl">
      <Head>
        <title>
          {translate({
            id: 'errorPage.meta.title',
            message: 'Page Error',
            description: 'Browser tab title of the page shown when a page crashes',
          })}
        </title>
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="errorPage.title"
              description="Heading of the page shown when a page crashes">
              This page crashed.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton
              onClick={tryAgain}
              className="button button--primary shadow--lw"
            />
          </div>
          <ContactPanel />
          <hr />
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
        </div>
      </div>
    </main>
  );
}
