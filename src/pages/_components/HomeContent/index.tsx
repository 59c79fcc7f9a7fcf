import {translate} from '@docusaurus/Translate';
import {branches} from '@site/src/data/branches';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {andList} from '@site/src/lib/text';
import Island from '@site/src/components/ui/Island';
import Book from './Book';
import Branches from './Branches';
import Cases from './Cases';
import DoctorsTeaser from './DoctorsTeaser';
import Hero from './Hero';
import HowWeWork from './HowWeWork';
import LatestPosts from './LatestPosts';
import TreatmentsOverview from './TreatmentsOverview';

/** The home page's title, shared by / and its old address /HomePage. */
export function useHomePageTitle(): string {
  const lang = useIntlLocale();
  return translate(
    {
      id: 'home.meta.title',
      message: 'Dental clinic in {branches}',
      description:
        'Browser tab title of the home page; {branches} lists the branch areas, e.g. "Banjara Hills, Jubilee Hills and Kondapur"',
    },
    {
      branches: andList(
        lang,
        branches.map((b) => b.name),
      ),
    },
  );
}

/**
 * The home page's content, shared by / and /HomePage. Its lower sections fade
 * in as they scroll into view (the "reveal" widget; never for reduced motion,
 * and never hiding anything when scripts do not run).
 */
export default function HomeContent() {
  return (
    <Island widget="reveal" as="main">
      <Hero />
      <TreatmentsOverview />
      <Branches />
      <HowWeWork />
      <Cases />
      <DoctorsTeaser />
      <LatestPosts />
      <Book />
    </Island>
  );
}
