import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {sections} from '@site/src/data/navigation';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import Section from '@site/src/components/ui/Section';
import styles from './styles.module.css';

export default function Book() {
  return (
    <Section
      id="book"
      title={translate({
        id: 'home.book.title',
        message: 'Book an appointment',
        description: 'Heading of the home page section for booking',
      })}
      intro={translate({
        id: 'home.book.intro',
        message: 'Call or message a branch on WhatsApp.',
        description: 'Introduction of the home page section for booking',
      })}>
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <div key={branch.id} className={styles.card}>
            <Heading as="h3">{branch.name}</Heading>
            <BranchContactLinks branch={branch} />
          </div>
        ))}
      </div>
      <div className="margin-top--md">
        <Link
          className={clsx('button button--primary button--lg', styles.wrapButton)}
          to={sections.contact.route}>
          <Translate
            id="home.book.onlineRequest"
            description="Button on the home page leading to the online appointment request form">
            Request an appointment online
          </Translate>
        </Link>
      </div>
    </Section>
  );
}
