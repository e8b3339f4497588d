// The redirect table of retired API URLs: netlify.toml carries exactly its 301s, the client
// redirects are the same list, and no entry leads to another retired URL or to itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  API_REDIRECTS,
  netlifyRedirectsBlock,
  withNetlifyRedirects,
} from '../../scripts/docgen/redirects';

const toml = readFileSync('netlify.toml', 'utf8');

test('netlify.toml has the block of 301s generated from the table (npm run docgen -- --redirects)', () => {
  assert.equal(withNetlifyRedirects(toml), toml);
  assert.ok(toml.includes(netlifyRedirectsBlock()));
});

test('a changed table makes the netlify check fail', () => {
  const changed = [...API_REDIRECTS, { from: '/docs/x', to: '/docs/y', why: 'test' }];
  assert.notEqual(withNetlifyRedirects(toml, netlifyRedirectsBlock(changed)), toml);
});

test('redirects are unique, never chained and never to a generic index', () => {
  const froms = API_REDIRECTS.map((r) => r.from);
  assert.equal(new Set(froms).size, froms.length, 'duplicate from');
  for (const r of API_REDIRECTS) {
    assert.ok(!froms.includes(r.to), `${r.from} -> ${r.to} leads to another retired URL`);
    assert.notEqual(r.from, r.to);
    assert.doesNotMatch(r.to, /^\/docs\/(v0\/)?api-reference\/?$/, `${r.from} -> generic index`);
  }
});
