// commandkit/ratelimit throws on import; the file it wraps loads by its path.
// Source: packages/commandkit/ratelimit.cjs:21 (exports RateLimitStorage, which is never defined).
import { dirname, join } from 'node:path';

export default async function reproduce(ctx) {
  let entryError;
  try {
    await ctx.import('commandkit/ratelimit');
  } catch (error) {
    entryError = error;
  }
  // The workaround of the entry: load the wrapped file by its path inside the package.
  const dist = dirname(ctx.require.resolve('commandkit'));
  const api = ctx.require(join(dist, 'utils', 'useful-stuff', 'ratelimiter.js'));
  const limiter = api.createRateLimiter({ maxRequests: 1, interval: 60_000 });
  const first = await limiter.limit('user');
  const second = await limiter.limit('user');
  const workaroundWorks = first === true && second === false;
  return {
    reproduced: entryError instanceof ReferenceError && /RateLimitStorage/.test(entryError.message),
    evidence: `import('commandkit/ratelimit'): ${entryError ? String(entryError) : 'loaded'}; workaround module: limit() gave ${first}, then ${second}${workaroundWorks ? '' : ' (WORKAROUND BROKEN)'}`,
    workaroundWorks,
  };
}
