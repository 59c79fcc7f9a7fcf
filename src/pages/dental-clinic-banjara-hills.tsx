import BranchPage from '@site/src/components/BranchPage';

export default function BanjaraHillsBranch() {
  return <BranchPage id="banjara-hills" />;
}
