// Where the site walks leave each machine's coverage (tests/site-paths/site-paths.spec.ts), for `npm run paths` and
// the flow viewer's build.
import path from 'node:path';

export const SITE_COVERAGE_DIR = path.resolve(import.meta.dirname, '../../reports/site-paths');
export const siteCoverageFile = (machine: string) => path.join(SITE_COVERAGE_DIR, `${machine}.coverage.json`);
