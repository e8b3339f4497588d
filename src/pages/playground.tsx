import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { STARTERS } from '../components/Playground/starters';
import { codeFromHash, codeToHash } from '../components/Playground/codeInUrlHash';
import styles from './playground.module.css';

const LiveExample = lazy(() => import('../components/Playground/LiveExample'));

const HASH_DELAY_MS = 300;

function Playground(): ReactNode {
  const [code, setCode] = useState(() => codeFromHash(location.hash) ?? STARTERS[0]!.code);
  const [starter, setStarter] = useState(() =>
    codeFromHash(location.hash) === undefined ? STARTERS[0]!.id : '',
  );
  const [version, setVersion] = useState(0);
  const hashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keepInUrl = useCallback((next: string) => {
    clearTimeout(hashTimer.current);
    hashTimer.current = setTimeout(
      () => history.replaceState(history.state, '', codeToHash(next)),
      HASH_DELAY_MS,
    );
  }, []);
  useEffect(() => () => clearTimeout(hashTimer.current), []);

  const pick = (id: string) => {
    const chosen = STARTERS.find((s) => s.id === id);
    if (!chosen) return;
    setStarter(id);
    setCode(chosen.code);
    setVersion((n) => n + 1);
    history.replaceState(history.state, '', codeToHash(chosen.code));
  };

  return (
    <>
      <div className={styles.controls}>
        <label htmlFor="playground-starter">Start from</label>
        <select
          id="playground-starter"
          value={starter}
          onChange={(event) => pick(event.target.value)}
        >
          {starter === '' && <option value="">Your code (from the link)</option>}
          {STARTERS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <Suspense fallback={<p>Loading the editor…</p>}>
        <LiveExample
          key={version}
          code={code}
          caption="The reply sent by this command"
          label="Code of the command"
          layout="split"
          onChange={keepInUrl}
        />
      </Suspense>
    </>
  );
}

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="JSX playground"
      description="Edit a CommandKit command written in JSX and see the Discord message it sends."
    >
      <main className={styles.main}>
        <Heading as="h1">JSX playground</Heading>
        <p>
          Edit the command and the preview follows. It runs in your browser with CommandKit
          1.2.0&apos;s own JSX components and discord.js&apos; builders, so what the library rejects
          shows up here with the library&apos;s error. The link in the address bar holds your code.
          New to JSX in CommandKit? Read{' '}
          <Link to="/docs/guide/jsx-components/using-jsx">Using JSX</Link>.
        </p>
        <BrowserOnly fallback={<p>Loading the editor…</p>}>{() => <Playground />}</BrowserOnly>
      </main>
    </Layout>
  );
}
