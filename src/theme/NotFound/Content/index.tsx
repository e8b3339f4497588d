// Replaces @docusaurus/theme-classic src/theme/NotFound/Content/index.tsx (reviewed at 3.8.1, 3.10.2;
// tests/unit/ejected-copies.test.ts fails when the installed stock file is another one).
// Why: the stock 404 only apologises; ours offers search and the two ways into the docs.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the documentation was
            reorganised for CommandKit 1.x, or the link may contain a typo.
          </p>
          <div className={styles.search}>
            <p>Search the documentation:</p>
            <SearchBar />
          </div>
          <p>Or start from one of these:</p>
          <ul className={styles.links}>
            <li>
              <Link to="/docs/guide/getting-started/introduction">Guide</Link> — learn CommandKit
              step by step.
            </li>
            <li>
              <Link to="/docs/api-reference/commandkit/">API Reference</Link> — every export of
              every package.
            </li>
            <li>
              <Link to="/docs/v0/guide/installation">CommandKit 0.1.10 docs</Link> — for projects
              still on the old version.
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
