import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  CHANGES_PAGE,
  DEV_DIST_TAG,
  MAIN_COMMIT,
  MAIN_SHORT,
  ON_MAIN_LABEL,
  ON_MAIN_META,
  RELEASE,
  devInstallCommand,
  type OnMain,
} from '@site/src/onMain/commandkitMain';
import styles from './styles.module.css';

const COMMIT_URL = `https://github.com/underctrl-io/commandkit/commit/${MAIN_COMMIT}`;

function Body({ status, packages }: { status: OnMain; packages: string[] }): ReactNode {
  const commit = (
    <a href={COMMIT_URL}>
      <code>{MAIN_SHORT}</code>
    </a>
  );
  if (status === 'removed') {
    return (
      <>
        {RELEASE} has it; CommandKit&apos;s main branch (commit {commit}) no longer does.
      </>
    );
  }
  const install = (
    <>
      To try it, install the development builds: <code>{devInstallCommand(packages)}</code>{' '}
      (CommandKit&apos;s publish workflow is set to publish main under the{' '}
      <code>{DEV_DIST_TAG}</code> tag every 12 hours, so it can be newer than {commit}).
    </>
  );
  if (status === 'changed') {
    return (
      <>
        This page says what {RELEASE} does and what CommandKit&apos;s main branch (commit {commit})
        does instead. {install}
      </>
    );
  }
  return (
    <>
      This exists on CommandKit&apos;s main branch (commit {commit}), which is not released:{' '}
      {RELEASE} does not have it. {install}
    </>
  );
}

/**
 * The label at the top of a page that describes CommandKit main (front matter `on_main`), which
 * src/mdx/onMainLabel.ts adds to the page: `packages` is the install list, space-separated.
 */
export default function OnMainBadge({
  status,
  packages,
}: {
  status: OnMain;
  packages: string;
}): ReactNode {
  return (
    <div className={styles.badge} data-on-main={status} role="note">
      <Head>
        <meta name={ON_MAIN_META} content={status} />
      </Head>
      <strong className={styles.label}>{ON_MAIN_LABEL[status]}</strong>{' '}
      <span>
        <Body status={status} packages={packages.split(' ')} />{' '}
        <Link to={CHANGES_PAGE}>What changes on main</Link>
      </span>
    </div>
  );
}
