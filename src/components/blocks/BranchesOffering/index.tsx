import {getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {awayNote, partNote} from '@site/src/lib/where';
import BranchCard from '@site/src/components/ui/BranchCard';
import styles from './styles.module.css';

/**
 * The branches where a treatment is offered, with hours and contact links,
 * where the step that needs special rooms or equipment happens, and what
 * happens away from every branch.
 */
export default function BranchesOffering({id}: {id: string}) {
  const lang = useIntlLocale();
  const treatment = getTreatment(id);
  const notes = [partNote(lang, treatment), awayNote(treatment)].filter(Boolean);
  return (
    <>
      {notes.length > 0 && <p>{notes.join(' ')}</p>}
      <div className={styles.grid}>
        {treatment.branches.map((branchId) => (
          <BranchCard key={branchId} branch={getBranch(branchId)} headingLevel="h3" />
        ))}
      </div>
    </>
  );
}
