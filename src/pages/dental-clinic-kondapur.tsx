import BranchPage from '@site/src/pages/_components/BranchPage';

export default function KondapurBranch() {
  return <BranchPage id="kondapur" />;
}
