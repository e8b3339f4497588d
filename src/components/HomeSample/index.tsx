// The home page's code sample. The server renders it with the CodeBlock (src/theme/CodeBlock). In the browser the
// page keeps that HTML as it is while it hydrates, and the CodeBlock component (copy and word-wrap
// buttons) takes over later: when the reader points at or tabs into the sample, or a few seconds
// after the page has loaded, whichever comes first (at once in the non-default colour mode). So
// CodeBlock's code is not part of the home page's first load (docs pages load it as usual).
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import { useThemeConfig } from '@docusaurus/theme-common';
import { whenIdleAfterLoad } from '../../search/whenIdle';

type Props = CodeBlockProps & { 'data-tokens'?: string };

const SAMPLE_ID = 'home-sample';

// `SSR_BUILD` is set per build by src/plugins/page-weight: the server build renders CodeBlock at
// once, and the client bundle has only the dynamic import.
const serverCodeBlock: ComponentType<Props> | null =
  process.env.SSR_BUILD === 'true'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would put CodeBlock in the client bundle too
      (require('@theme/CodeBlock') as typeof import('@theme/CodeBlock')).default
    : null;

/** The sample's server-rendered HTML, read before React touches the page (empty after a client navigation). */
function serverRenderedHtml(): string {
  return typeof document === 'undefined'
    ? ''
    : (document.getElementById(SAMPLE_ID)?.innerHTML ?? '');
}

const FOCUSABLE = 'button, a[href], [tabindex]';

/** Which of the sample's focusable elements has focus (-1: none), to give it back after the swap. */
function focusedIndex(): number {
  const sample = document.getElementById(SAMPLE_ID);
  if (!sample?.contains(document.activeElement)) return -1;
  return [...sample.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
}

export default function HomeSample(props: Props): ReactNode {
  const { defaultMode } = useThemeConfig().colorMode;
  const [html] = useState(serverRenderedHtml);
  const [CodeBlock, setCodeBlock] = useState(() => serverCodeBlock);
  const load = useRef(() => {});
  const refocus = useRef(-1);
  useEffect(() => {
    if (!CodeBlock || refocus.current < 0) return;
    const target = document.getElementById(SAMPLE_ID)?.querySelectorAll(FOCUSABLE)[refocus.current];
    (target as HTMLElement | undefined)?.focus();
  }, [CodeBlock]);
  useEffect(() => {
    let active = true;
    let started = false;
    load.current = () => {
      if (started) return;
      started = true;
      void import('@theme/CodeBlock').then((m) => {
        if (!active) return;
        refocus.current = focusedIndex();
        setCodeBlock(() => m.default);
      });
    };
    // The server renders the default colour mode's highlighting; in the other mode, CodeBlock
    // takes over at once, so the sample gets that mode's colours as the page's other blocks do.
    if (document.documentElement.getAttribute('data-theme') !== defaultMode) load.current();
    const cancelIdle = whenIdleAfterLoad(() => load.current());
    return () => {
      active = false;
      cancelIdle();
    };
  }, [defaultMode]);
  const start = () => load.current();
  if (CodeBlock) {
    return (
      <div id={SAMPLE_ID}>
        <CodeBlock {...props} />
      </div>
    );
  }
  return (
    <div
      id={SAMPLE_ID}
      onPointerEnter={start}
      onFocus={start}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
