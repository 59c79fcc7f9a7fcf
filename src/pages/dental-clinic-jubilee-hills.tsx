import BranchPage from '@site/src/pages/_components/BranchPage';

export default function JubileeHillsBranch() {
  return <BranchPage id="jubilee-hills" />;
}
