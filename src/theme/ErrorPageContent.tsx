// Why: keep the stock crash screen and add a way back into the docs and a place to report it.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { Props } from '@theme/Error';

const ISSUES_URL = 'https://github.com/underctrl-io/commandkit/issues';

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ErrorPageContent {...props} />
      <p className="container text--center margin-bottom--xl">
        <Link to="/docs/guide/getting-started/introduction">Back to the guide</Link>
        {' · '}
        <Link href={ISSUES_URL}>Report this problem</Link>
      </p>
    </>
  );
}
