import BranchPage from '@site/src/components/BranchPage';

export default function JubileeHillsBranch() {
  return <BranchPage id="jubilee-hills" />;
}
