import {translate} from '@docusaurus/Translate';
import {branches} from '@site/src/data/branches';
import {countWord} from '@site/src/lib/where';
import BranchCard from '@site/src/components/ui/BranchCard';
import Section from '@site/src/components/ui/Section';
import styles from './styles.module.css';

export default function Branches() {
  return (
    <Section
      id="branches"
      title={translate(
        {
          id: 'home.branches.title',
          message: 'Our {count} branches',
          description:
            'Heading of the home page section listing branches; {count} is the number of branches in words (e.g. three)',
        },
        {count: countWord(branches.length)},
      )}
      intro={translate({
        id: 'home.branches.intro',
        message: 'Each branch keeps its own hours; tap to call, message or get directions.',
        description: 'Introduction of the home page section listing branches',
      })}
      muted>
      <div className={styles.cardGrid}>
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>
    </Section>
  );
}
