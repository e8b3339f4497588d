// Server-renders one compiled page as the build does (React's renderToString over MDX's output),
// with the modules it imports bundled the way webpack resolves them (./bundle.ts): an error that
// only happens on render (two <TabItem>s with one value, a component that throws, a component used
// but never imported) is reported at the line of the MDX element that caused it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'sucrase';
import type { PageProblem } from '../../../src/lib/content/problem';
import { getMdxParser } from '../../../src/mdx/parser';
import { escapeMarkdownHeadingIds } from '../../../src/mdx/headingIds';
import { bundleImports } from './bundle';

type Exports = Record<string, unknown>;

interface RenderContext {
  siteDir: string;
  siteConfig: unknown;
}

const IMPORT = /^import\s[^;]*?\sfrom\s*["']([^"']+)["'];?$/gm;
/** The components the theme gives every page (code blocks, headings, admonitions, links …). */
const THEME_COMPONENTS = '@theme/MDXComponents';
const PROVIDED = new Set(['react/jsx-runtime', 'react', '@mdx-js/react']);

const bundles = new Map<string, Promise<Exports>>();

/** The bundle of `specifiers`, evaluated (one per distinct set in a process). */
function loadBundle(specifiers: string[], context: RenderContext): Promise<Exports> {
  const key = specifiers.join('\n');
  let loaded = bundles.get(key);
  if (!loaded) {
    loaded = bundleImports(specifiers, context.siteDir, context.siteConfig).then((code) =>
      evaluate(code, createRequire(path.join(context.siteDir, 'package.json'))),
    );
    bundles.set(key, loaded);
    loaded.catch(() => bundles.delete(key));
  }
  return loaded;
}

function evaluate(code: string, require: (id: string) => unknown): Exports {
  const module = { exports: {} as Exports };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

interface Where {
  component: string;
  props: Record<string, unknown>;
}

const WHERE = Symbol('render-where');

/** `component` calling through, tagging what it throws with its name and props. */
function tracked(name: string, component: unknown): unknown {
  if (typeof component !== 'function') return component;
  if ((component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
    return component;
  const render = component as (props: Record<string, unknown>) => unknown;
  const wrapper = (props: Record<string, unknown>) => {
    try {
      return render(props);
    } catch (error) {
      if (error && typeof error === 'object' && !(WHERE in error))
        Object.assign(error, { [WHERE]: { component: name, props } satisfies Where });
      throw error;
    }
  };
  Object.defineProperty(wrapper, 'name', { value: name });
  return wrapper;
}

/** The names the page binds to a module's exports (`import Tabs from …` → default: Tabs). */
function importedNames(source: string): Map<string, Map<string, string>> {
  const names = new Map<string, Map<string, string>>();
  for (const match of source.matchAll(/^import\s+([^;]*?)\s+from\s*["']([^"']+)["']/gm)) {
    const [, clause, spec] = match;
    const map = names.get(spec!) ?? new Map<string, string>();
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause!)?.[1];
    if (defaultName) map.set('default', defaultName);
    for (const part of /\{([^}]*)\}/.exec(clause!)?.[1]?.split(',') ?? []) {
      const [imported, local] = part.trim().split(/\s+as\s+/);
      if (imported) map.set(imported, local ?? imported);
    }
    names.set(spec!, map);
  }
  return names;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: JsxNode[];
  position?: { start: { line: number; column: number } };
}

function walk(node: JsxNode, each: (node: JsxNode) => void): void {
  each(node);
  for (const child of node.children ?? []) walk(child, each);
}

const isJsx = (node: JsxNode) =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function stringAttributes(node: JsxNode): Map<string, string> {
  return new Map(
    (node.attributes ?? [])
      .filter((a) => a.type === 'mdxJsxAttribute' && typeof a.value === 'string')
      .map((a) => [a.name!, a.value as string]),
  );
}

/** The MDX element an error came from: by the component and props it was thrown with, or by name. */
async function placeOf(
  file: string,
  text: string,
  message: string,
  where: Where | undefined,
): Promise<{ line: number; column: number }> {
  const parser = await getMdxParser();
  const tree = parser.parse({ value: escapeMarkdownHeadingIds(text), path: file }) as JsxNode;
  const elements: JsxNode[] = [];
  walk(tree, (node) => {
    if (isJsx(node)) elements.push(node);
  });
  const named =
    where?.component ??
    /component `([^`]+)`/.exec(message)?.[1] ??
    /<([A-Z][\w.]*)>/.exec(message)?.[1];
  const candidates = elements.filter((node) => node.name === named);
  const matching =
    candidates.find((node) =>
      [...stringAttributes(node)].every(([key, value]) => where?.props[key] === value),
    ) ?? candidates[0];
  let place = matching?.position?.start;
  // Two tabs with one value: the second of them. Docusaurus 3.10 quotes each value ("'npm', 'a'").
  const duplicate = /Duplicate values "([^"]+)"/
    .exec(message)?.[1]
    ?.split(', ')
    .map((value) => value.replace(/^'(.*)'$/, '$1'));
  if (matching && duplicate) {
    const seen = new Set<string>();
    let second: { line: number; column: number } | undefined;
    walk(matching, (node) => {
      if (second || node === matching || !isJsx(node)) return;
      const value = stringAttributes(node).get('value');
      if (value === undefined || !duplicate.includes(value)) return;
      if (seen.has(value)) second = node.position?.start;
      seen.add(value);
    });
    place = second ?? place;
  }
  return { line: place?.line ?? 1, column: place?.column ?? 1 };
}

/**
 * The modules compiled pages import, and the theme's MDX components: the one bundle of a run holds
 * them all (a context such as the color mode must be one instance for every component).
 */
export function moduleSpecifiers(compiledPages: string[]): string[] {
  const found = compiledPages.flatMap((compiled) =>
    [...compiled.matchAll(IMPORT)].map((m) => m[1]!),
  );
  return [...new Set([...found, THEME_COMPONENTS])].filter((spec) => !PROVIDED.has(spec)).sort();
}

/**
 * Problems of rendering the page compiled to `compiled` (MDX's JavaScript output); `specifiers`:
 * what the bundle holds (`moduleSpecifiers` of every page of the run), by default this page's.
 */
export async function renderProblems(
  file: string,
  text: string,
  compiled: string,
  context: RenderContext & { permalink: string; specifiers?: string[] },
): Promise<PageProblem[]> {
  const specifiers = context.specifiers ?? moduleSpecifiers([compiled]);
  const bundle = await loadBundle(specifiers, context);
  const siteRequire = createRequire(path.join(context.siteDir, 'package.json'));
  const names = importedNames(compiled);
  const pageRequire = (spec: string): unknown => {
    if (spec === '@mdx-js/react') {
      const themeComponents = (bundle[`m${specifiers.indexOf(THEME_COMPONENTS)}`] as Exports)
        .default as Record<string, unknown>;
      const components = Object.fromEntries(
        Object.entries(themeComponents).map(([name, c]) => [name, tracked(name, c)]),
      );
      return { useMDXComponents: () => components };
    }
    const index = specifiers.indexOf(spec);
    if (index < 0) return siteRequire(spec);
    const namespace = bundle[`m${index}`] as Exports;
    const local = names.get(spec) ?? new Map<string, string>();
    return {
      __esModule: true,
      ...Object.fromEntries(
        Object.entries(namespace).map(([key, value]) => [
          key,
          tracked(local.get(key) ?? key, value),
        ]),
      ),
    };
  };
  const { code } = transform(compiled, { transforms: ['imports'], production: true });
  const page = evaluate(code, pageRequire);
  const React = siteRequire('react') as typeof import('react');
  const { renderToString } = siteRequire('react-dom/server') as {
    renderToString: (element: React.ReactElement) => string;
  };
  // The providers of the theme's layout that the page's components read (the rest of the
  // layout, navbar and sidebar, is not the page's).
  type Provider = React.ComponentType<{ location?: string; children?: React.ReactNode }>;
  const { StaticRouter, HelmetProvider, ColorModeProvider, ScrollControllerProvider } =
    bundle as Record<string, Provider>;
  const wrap = (provider: Provider, child: React.ReactNode, props = {}) =>
    React.createElement(provider, props, child);
  const content = wrap(
    ColorModeProvider!,
    wrap(ScrollControllerProvider!, React.createElement(page.default as React.ComponentType)),
  );
  // `<Head>` (e.g. in the On main label) needs the helmet context Docusaurus' app provides.
  const element = wrap(StaticRouter!, wrap(HelmetProvider!, content, { context: {} }), {
    location: context.permalink,
  });
  try {
    renderToString(element);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = (error as { [WHERE]?: Where } | null)?.[WHERE];
    const place = await placeOf(file, text, message, where);
    const shown = message.replace(/^Docusaurus error: /, '');
    const inside = where ? ` (in <${where.component}>)` : '';
    const hint = /Duplicate values/.test(message) ? '; give each <TabItem> its own value' : '';
    return [{ file, ...place, message: `the page fails to render: ${shown}${inside}${hint}` }];
  }
}
