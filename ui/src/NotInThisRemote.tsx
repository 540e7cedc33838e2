import { Link } from '@prohive/shared';
import { AreaPage } from './AreaPage';

/** Standalone mode only: a path this remote does not own (the composed site would route it elsewhere). */
export function NotInThisRemote({ remote, home = '/' }: { remote: string; home?: string }) {
  return (
    <AreaPage
      title="Not part of this remote"
      intro={`The ${remote} remote is running alone, and this path belongs to another part of Prohive. Run \`npm start\` at the repository root to see the whole site.`}
    >
      <Link to={home}>Back to this remote's start page</Link>
    </AreaPage>
  );
}
