import { RuleTester } from 'eslint';
import { describe, it } from 'node:test';
import rule from '../../eslint-rules/featureBoundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inJobs = (file: string) => `/repo/mfe-jobs/src/${file}`;

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: inJobs('features/find-jobs/JobCard.tsx'), code: "import { a } from './format';" },
    {
      filename: inJobs('features/find-jobs/JobCard.tsx'),
      code: "import { SaveButton } from '../../components/SaveButton';",
    },
    {
      filename: inJobs('features/find-jobs/__tests__/JobCard.test.tsx'),
      code: "import { job } from '../../../testing/fixtures';",
    },
    {
      filename: inJobs('features/find-jobs/__tests__/JobCard.test.tsx'),
      code: "import { JobCard } from '../JobCard';",
    },
    {
      filename: inJobs('pages/JobsPage.tsx'),
      code: "import { JobsResults } from '../features/find-jobs/JobsResults';",
    },
    { filename: inJobs('lib/jobDraft.ts'), code: "import { questionsFor } from './questions';" },
    { filename: '/repo/shell/src/features/a/x.ts', code: "import { b } from '../b/y';" },
  ],
  invalid: [
    {
      filename: inJobs('features/job-detail/BidPanel.tsx'),
      code: "import { toCents } from '../create-job/jobDraft';",
      errors: [{ messageId: 'crossFeature', data: { from: 'job-detail', to: 'create-job' } }],
    },
    {
      filename: inJobs('features/professionals/__tests__/ProCard.test.tsx'),
      code: "jest.mock('../../saved/api'); const m = import('../../map');",
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    {
      filename: inJobs('features/brand-new/Thing.tsx'),
      code: "export { x } from '../find-jobs/x';",
      errors: [{ messageId: 'crossFeature', data: { from: 'brand-new', to: 'find-jobs' } }],
    },
    {
      filename: '/repo/mfe-blog/src/components/PostCard.tsx',
      code: "import { PostContent } from '../features/posts/PostContent';",
      errors: [{ messageId: 'sharedImportsFeature', data: { area: 'components', to: 'posts' } }],
    },
    {
      filename: '/repo/mfe-new/src/lib/a.ts',
      code: "const b = require('../features/b/c');",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});
