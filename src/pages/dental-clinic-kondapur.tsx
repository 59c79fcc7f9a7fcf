import BranchPage from '@site/src/components/BranchPage';

export default function KondapurBranch() {
  return <BranchPage id="kondapur" />;
}
