import BranchPage from '@site/src/pages/_components/BranchPage';

export default function BanjaraHillsBranch() {
  return <BranchPage id="banjara-hills" />;
}
