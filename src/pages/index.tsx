import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import homeSampleTokens from '@generated/prerender-code/default/home.json';
import HomeSample from '../components/HomeSample';
import { HOME_SAMPLE } from '../data/homeSample';
import styles from './index.module.css';

interface Feature {
  title: string;
  text: string;
  to: string;
}

const FEATURES: Feature[] = [
  {
    title: 'Commands from files',
    text: 'Drop a file in src/app/commands and it becomes a slash command, a prefix command and a context-menu command — registered for you.',
    to: '/docs/guide/commands/chat-input-commands',
  },
  {
    title: 'Events from folders',
    text: 'Name a folder after a discord.js event and every handler inside it runs when the event fires. Custom events work the same way.',
    to: '/docs/guide/events/discordjs-events',
  },
  {
    title: 'Middlewares',
    text: 'Run checks before and after commands, for one command, a whole directory or the entire bot, and stop a command early when you need to.',
    to: '/docs/guide/commands/middlewares',
  },
  {
    title: 'JSX for Discord components',
    text: 'Write buttons, select menus, modals and Components V2 layouts as JSX, with interaction handlers right next to them.',
    to: '/docs/guide/jsx-components/using-jsx',
  },
  {
    title: 'A CLI with hot reload',
    text: 'commandkit dev reloads commands and events as you save; commandkit build and commandkit start ship the same code to production.',
    to: '/docs/guide/getting-started/setup-commandkit',
  },
  {
    title: 'Batteries for real bots',
    text: 'A key-value store, mutexes, semaphores, rate limiting, async queues and feature flags are part of the core package.',
    to: '/docs/guide/useful-utilities/commandkit-kv',
  },
];

const PLUGINS: Array<{ name: string; to: string }> = [
  { name: 'AI', to: '/docs/guide/official-plugins/commandkit-ai' },
  { name: 'Cache', to: '/docs/guide/official-plugins/commandkit-cache' },
  { name: 'i18n', to: '/docs/guide/official-plugins/commandkit-i18n' },
  { name: 'Tasks', to: '/docs/guide/official-plugins/commandkit-tasks' },
  { name: 'Queue', to: '/docs/guide/official-plugins/commandkit-queue' },
  { name: 'Redis', to: '/docs/guide/official-plugins/commandkit-redis' },
  { name: 'Analytics', to: '/docs/guide/official-plugins/commandkit-analytics' },
  { name: 'Devtools', to: '/docs/guide/official-plugins/commandkit-devtools' },
  { name: 'Legacy', to: '/docs/guide/official-plugins/commandkit-legacy' },
];

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <Heading as="h1" className={styles.title}>
          Build Discord bots, not boilerplate.
        </Heading>
        <p className={styles.lead}>
          CommandKit is the discord.js meta-framework: your files become commands and event
          handlers, your components are JSX, and the plumbing — registration, reloading,
          middlewares, caching, localisation, scheduled tasks — is already done.
        </p>
        <div className={styles.actions}>
          <Link
            className="button button--primary button--lg"
            to="/docs/guide/getting-started/introduction"
          >
            Read the guide
          </Link>
          <Link
            className="button button--secondary button--lg"
            to="/docs/api-reference/commandkit/"
          >
            API reference
          </Link>
          <Link className="button button--secondary button--lg" to="/playground">
            Try JSX in the playground
          </Link>
        </div>
        <div className={styles.install}>
          <span className={styles.prompt} aria-hidden="true">
            $
          </span>
          <code>npm create commandkit@latest</code>
        </div>
      </div>
      <div className={styles.sample}>
        <HomeSample
          language={HOME_SAMPLE.language}
          title={HOME_SAMPLE.title}
          data-tokens={homeSampleTokens}
        >
          {HOME_SAMPLE.code}
        </HomeSample>
      </div>
    </header>
  );
}

function Features(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features">
      <Heading as="h2" id="features" className={styles.sectionTitle}>
        What you get
      </Heading>
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              <Link to={feature.to}>{feature.title}</Link>
            </Heading>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Plugins(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="plugins">
      <Heading as="h2" id="plugins" className={styles.sectionTitle}>
        Official plugins
      </Heading>
      <p className={styles.sectionLead}>
        Add what your bot needs with one line in <code>commandkit.config.ts</code>.
      </p>
      <ul className={styles.pills}>
        {PLUGINS.map((plugin) => (
          <li key={plugin.name}>
            <Link className={styles.pill} to={plugin.to}>
              {plugin.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="The discord.js meta-framework"
      description="CommandKit turns files into Discord commands and events, renders components from JSX and ships plugins for AI, caching, i18n, tasks and more."
    >
      <main>
        <Hero />
        <Features />
        <Plugins />
      </main>
    </Layout>
  );
}
