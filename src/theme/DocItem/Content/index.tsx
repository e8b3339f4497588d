// Why: a page that describes CommandKit main (front matter `on_main`) opens with its label.
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import OnMainBadge from '@site/src/components/OnMainBadge';
import { readOnMain, readOnMainPackages } from '@site/src/onMain/commandkitMain';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { frontMatter } = useDoc();
  const fields = frontMatter as Record<string, unknown>;
  const status = readOnMain(fields);
  return (
    <>
      {status && <OnMainBadge status={status} packages={readOnMainPackages(fields)} />}
      <Content {...props} />
    </>
  );
}
