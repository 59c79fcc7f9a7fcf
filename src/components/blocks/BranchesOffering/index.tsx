import {getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import BranchCard from '@site/src/components/ui/BranchCard';
import styles from './styles.module.css';

/** The branches where a treatment is offered, with hours and contact links. */
export default function BranchesOffering({id}: {id: string}) {
  const treatment = getTreatment(id);
  return (
    <div className={styles.grid}>
      {treatment.branches.map((branchId) => (
        <BranchCard key={branchId} branch={getBranch(branchId)} headingLevel="h3" />
      ))}
    </div>
  );
}
