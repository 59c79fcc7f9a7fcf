import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {formatLongDate} from '@site/src/lib/dates';
import {siteRoute} from '@site/src/lib/urls';

interface Props {
  /** The day the English page changed, YYYY-MM-DD. */
  englishChanged: string;
  className?: string;
}

/**
 * One line at the top of a translated page whose English page changed after
 * it was translated (plugins/translated-pages/sourceHash.ts): when, and a link
 * to the English page, which the English build serves at the same route
 * without the locale's prefix.
 */
export default function BehindEnglishNotice({englishChanged, className}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const locale = useIntlLocale();
  return (
    <p className={className} role="note">
      <Translate
        id="languageNotice.behindEnglish"
        description="One line at the top of a translated page whose English page changed after the translation was made. {date} is the day the English page changed; {englishPage} is a link to it"
        values={{
          date: formatLongDate(englishChanged, locale),
          englishPage: (
            // target and autoAddBaseUrl: the English page is in another build (no /te/ prefix), so the browser loads it.
            <Link
              to={siteRoute(pathname, baseUrl)}
              target="_self"
              autoAddBaseUrl={false}
              lang="en"
              hrefLang="en">
              <Translate
                id="languageNotice.behindEnglish.link"
                description="Link text, inside the notice that a translation may be behind its English page: the English page">
                the English page
              </Translate>
            </Link>
          ),
        }}>
        {
          'The English page was updated on {date}; this translation may not include the change. Read {englishPage}.'
        }
      </Translate>
    </p>
  );
}
