// commandkit/flag exports only flag and FeatureFlag at runtime; setFlagProvider is missing.
// Source: packages/commandkit/flag.cjs:1 (requires and exports only `flag` and `FeatureFlag`).
export default async function reproduce(ctx) {
  const entry = await ctx.import('commandkit/flag');
  const main = await ctx.import('commandkit');
  const missing = typeof entry.setFlagProvider !== 'function';
  const workaroundWorks =
    typeof main.setFlagProvider === 'function' && typeof entry.flag === 'function';
  return {
    reproduced: missing,
    evidence: `commandkit/flag exports ${Object.keys(entry)
      .filter((k) => k !== 'default' && k !== 'module.exports')
      .join(', ')}; setFlagProvider from 'commandkit': ${typeof main.setFlagProvider}`,
    workaroundWorks,
  };
}
