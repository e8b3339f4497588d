// Why: puts the "Copy page" (Markdown) action on every doc page, beside the breadcrumbs.
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageButton from '@site/src/components/CopyPageButton';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageButton />
    </div>
  );
}
