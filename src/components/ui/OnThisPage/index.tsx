import {createContext, type ReactNode, useContext} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {htmlToPlainText} from '@site/src/lib/text';
import EnglishContent from '@site/src/components/ui/EnglishContent';
import styles from './styles.module.css';

/** A heading of the page, as the MDX loader lists it (the `toc` of an MDX file). */
export interface PageHeading {
  value: string;
  id: string;
  level: number;
}

const PageHeadingsContext = createContext<readonly PageHeading[]>([]);

/** Gives the blocks of a Markdown page its headings (src/theme/MDXContent). */
export function PageHeadingsProvider({
  headings,
  children,
}: {
  headings: readonly PageHeading[];
  children: ReactNode;
}) {
  return <PageHeadingsContext.Provider value={headings}>{children}</PageHeadingsContext.Provider>;
}

/** Below this many sections a page is short enough to read through: no list. */
const fewestSections = 4;

/**
 * "On this page": the sections of a long treatment or problem page as a short list of plain
 * links, under the page's header band, so a patient on a phone can go straight to the price or
 * the recovery. It takes the place of the theme's documentation-style column of contents.
 */
export default function OnThisPage() {
  const sections = useContext(PageHeadingsContext).filter((heading) => heading.level === 2);
  if (sections.length < fewestSections) return null;
  return (
    <nav className={styles.onThisPage} aria-labelledby="on-this-page-title">
      <p id="on-this-page-title" className={styles.title}>
        <Translate
          id="onThisPage.title"
          description="Title of the list of links to the sections of a long treatment or problem page, shown near its top">
          On this page
        </Translate>
      </p>
      {/* The headings are the Markdown's: English on a page with no translation. */}
      <EnglishContent>
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`}>{htmlToPlainText(section.value)}</Link>
            </li>
          ))}
        </ul>
      </EnglishContent>
    </nav>
  );
}
