import {getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import {partNote} from '@site/src/lib/where';
import BranchCard from '@site/src/components/ui/BranchCard';
import styles from './styles.module.css';

/**
 * The branches where a treatment is offered, with hours and contact links,
 * and where the step that needs special rooms or equipment happens.
 */
export default function BranchesOffering({id}: {id: string}) {
  const treatment = getTreatment(id);
  const note = partNote(treatment);
  return (
    <>
      {note && <p>{note}</p>}
      <div className={styles.grid}>
        {treatment.branches.map((branchId) => (
          <BranchCard key={branchId} branch={getBranch(branchId)} headingLevel="h3" />
        ))}
      </div>
    </>
  );
}
