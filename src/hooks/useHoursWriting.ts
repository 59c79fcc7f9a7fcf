import {translate} from '@docusaurus/Translate';
import type {HoursWriting} from '@site/src/lib/hours';
import {useIntlLocale} from './useIntlLocale';

/** How the page's language writes opening hours (src/lib/hours.ts): Intl's locale, and the word for closed. */
export function useHoursWriting(): HoursWriting {
  return {
    locale: useIntlLocale(),
    closed: translate({
      id: 'hours.closed',
      message: 'Closed',
      description:
        'Opening hours of a day the branch does not open, e.g. “Sun: Closed”; also the footer’s hours',
    }),
  };
}
