// The URL rule every API link on the site depends on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { kebabCase, itemUrl } from '../../scripts/docgen/router';
import { V0, V1 } from '../../scripts/docgen/config';

test('kebabCase inserts a dash only between a lowercase letter or digit and an uppercase letter', () => {
  const cases: [string, string][] = [
    ['getChannelById', 'get-channel-by-id'],
    ['PostHogProvider', 'post-hog-provider'],
    ['getAIConfig', 'get-aiconfig'],
    ['AIGenerateResult', 'aigenerate-result'],
    ['KV', 'kv'],
    ['useStore', 'use-store'],
    ['ILogger', 'ilogger'],
    ['COMMANDKIT_IS_DEV', 'commandkit_is_dev'],
    ['experimental_createConfig', 'experimental_create-config'],
    ['v2Thing', 'v2-thing'],
    ['ai', 'ai'],
  ];
  for (const [name, expected] of cases) assert.equal(kebabCase(name), expected, name);
});

test('1.x item routes are /docs/api-reference/<package>/<kind>/<kebab-name>', () => {
  assert.equal(
    itemUrl(V1.layout, 'analytics', 'classes', 'PostHogProvider'),
    '/docs/api-reference/analytics/classes/post-hog-provider',
  );
  assert.equal(
    itemUrl(V1.layout, 'ai', 'functions', 'getAIConfig'),
    '/docs/api-reference/ai/functions/get-aiconfig',
  );
});

test('0.1.10 item routes keep the original casing and put interfaces under types', () => {
  assert.equal(
    itemUrl(V0.layout, 'commandkit', 'classes', 'ButtonKit'),
    '/docs/v0/api-reference/classes/ButtonKit',
  );
  assert.equal(
    itemUrl(V0.layout, 'commandkit', 'interfaces', 'SlashCommandProps'),
    '/docs/v0/api-reference/types/SlashCommandProps',
  );
});
