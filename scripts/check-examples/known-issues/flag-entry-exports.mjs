// commandkit/flag exports only flag and FeatureFlag at runtime; setFlagProvider is missing.
// Source: packages/commandkit/flag.cjs:1 (requires and exports only `flag` and `FeatureFlag`).
export default async function reproduce(ctx) {
  const entry = await ctx.import('commandkit/flag');
  const main = await ctx.import('commandkit');
  const missing = typeof entry.setFlagProvider !== 'function';
  // What a built bot (ESM output) meets: a static named import of it.
  const staticImport = await ctx.node(
    ['--input-type=module', '-e', "import { setFlagProvider } from 'commandkit/flag';"],
    { cwd: ctx.root },
  );
  const staticError = staticImport.stderr.split('\n').find((l) => /SyntaxError/.test(l)) ?? '';
  const workaroundWorks =
    typeof main.setFlagProvider === 'function' && typeof entry.flag === 'function';
  return {
    reproduced: missing && /Named export 'setFlagProvider' not found/.test(staticError),
    evidence: `commandkit/flag exports ${Object.keys(entry)
      .filter((k) => k !== 'default' && k !== 'module.exports')
      .join(
        ', ',
      )}; static import: ${staticError || 'loaded'}; setFlagProvider from 'commandkit': ${typeof main.setFlagProvider}`,
    workaroundWorks,
  };
}
