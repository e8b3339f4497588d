// The Discord preview renderer draws every component type from fixture API payloads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as api from 'discord-api-types/v10';
import {
  PayloadPreview,
  mediaLabel,
  pollTimeLeft,
} from '../../src/components/DiscordPreview/PayloadPreview';
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  SeparatorSpacingSize,
  TextInputStyle,
  type ApiMessage,
  type ApiModal,
} from '../../src/components/DiscordPreview/api';
import { formatTimestamp } from '../../src/components/DiscordPreview/markdown';

function render(kind: 'message' | 'modal', payload: ApiMessage | ApiModal, caption = 'Caption') {
  return renderToStaticMarkup(createElement(PayloadPreview, { kind, payload, caption }));
}

/** The visible text of some markup, tags removed and whitespace collapsed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

test('the local enums carry the discord-api-types v10 numbers', () => {
  for (const [name, value] of Object.entries(ComponentType)) {
    assert.equal(api.ComponentType[name as keyof typeof api.ComponentType], value, name);
  }
  for (const [name, value] of Object.entries(ButtonStyle)) {
    assert.equal(api.ButtonStyle[name as keyof typeof api.ButtonStyle], value, name);
  }
  assert.equal(api.SeparatorSpacingSize.Small, SeparatorSpacingSize.Small);
  assert.equal(api.SeparatorSpacingSize.Large, SeparatorSpacingSize.Large);
  assert.equal(api.TextInputStyle.Short, TextInputStyle.Short);
  assert.equal(api.TextInputStyle.Paragraph, TextInputStyle.Paragraph);
  assert.equal(api.MessageFlags.Ephemeral, MessageFlags.Ephemeral);
  assert.equal(api.MessageFlags.IsComponentsV2, MessageFlags.IsComponentsV2);
});

test('a preview is a figure with its caption', () => {
  const html = render('message', { content: 'Hello' }, 'The reply sent by ping.ts');
  assert.match(html, /^<figure class="dp"[^>]*>/);
  assert.match(html, /<figcaption[^>]*>The reply sent by ping.ts<\/figcaption><\/figure>$/);
  assert.match(text(html), /Your bot APP Today at 12:00 Hello/);
});

test('message content: Discord Markdown', () => {
  const content = [
    '# Title',
    '## Sub',
    '### Small',
    '-# fine print',
    '**bold** *it* _it2_ __under__ ~~gone~~ `code` ||secret|| \\*not italic\\*',
    '[docs](https://example.com/docs) and https://example.com/raw',
    'Hi <@123>, see <#456> with <@&789> at <t:0:D> <:blob:42>',
    '- one',
    '- two',
    '1. first',
    '2. second',
    '> quoted',
    '```js',
    'const x = 1;',
    '```',
  ].join('\n');
  const html = render('message', { content });
  assert.match(html, /<div class="dp-md-h1">Title<\/div>/);
  assert.match(html, /<div class="dp-md-h2">Sub<\/div>/);
  assert.match(html, /<div class="dp-md-h3">Small<\/div>/);
  assert.match(html, /<div class="dp-md-subtext">fine print<\/div>/);
  assert.match(html, /<strong>bold<\/strong>/);
  assert.match(html, /<em>it<\/em>/);
  assert.match(html, /<em>it2<\/em>/);
  assert.match(html, /<span class="dp-underline">under<\/span>/);
  assert.match(html, /<s>gone<\/s>/);
  assert.match(html, /<code class="dp-code">code<\/code>/);
  assert.match(html, /<span class="dp-spoiler">secret<\/span>/);
  assert.match(html, /\*not italic\*/);
  assert.match(html, /<span class="dp-link" title="https:\/\/example.com\/docs">docs<\/span>/);
  assert.match(html, /<span class="dp-link">https:\/\/example.com\/raw<\/span>/);
  assert.match(html, /class="dp-mention dp-mention-user">@user</);
  assert.match(html, /class="dp-mention dp-mention-channel">#channel</);
  assert.match(html, /class="dp-mention dp-mention-role">@role</);
  assert.match(html, /<span class="dp-timestamp">1 January 1970<\/span>/);
  assert.match(text(html), /:blob:/);
  assert.equal(count(html, /role="listitem"/), 4);
  assert.match(text(html), /• one • two 1\. first 2\. second/);
  assert.match(html, /<div class="dp-md-quote"><div class="dp-md-text">quoted<\/div><\/div>/);
  assert.match(html, /<code class="dp-codeblock">const x = 1;<\/code>/);
  // No elements the site search indexes as prose, and no links that could be followed.
  assert.doesNotMatch(html, /<(p|li|h[1-6]|a)[\s>]/);
});

test('timestamps are fixed UTC dates', () => {
  assert.equal(formatTimestamp(1615714200, 'R'), '14 March 2021 09:30 UTC');
  assert.equal(formatTimestamp(1615714200, 't'), '09:30 UTC');
});

test('buttons: every style, disabled, emoji and link icon, none focusable', () => {
  const styles = Object.values(ButtonStyle);
  const html = render('message', {
    content: 'Buttons',
    components: [
      {
        type: ComponentType.ActionRow,
        components: styles.map((style) => ({
          type: ComponentType.Button,
          style,
          label: `Style ${style}`,
          ...(style === ButtonStyle.Link ? { url: 'https://example.com' } : {}),
          ...(style === ButtonStyle.Premium ? { sku_id: '1' } : {}),
          ...(style === ButtonStyle.Secondary ? { disabled: true, emoji: { name: '🔥' } } : {}),
        })),
      },
    ],
  });
  for (const style of styles) {
    assert.match(html, new RegExp(`data-style="${style}"[^>]*>.*?Style ${style}`));
  }
  assert.match(html, /dp-button-primary/);
  assert.match(html, /dp-button-success/);
  assert.match(html, /dp-button-danger/);
  assert.match(html, /dp-button-premium/);
  assert.match(html, /dp-disabled" data-style="2" aria-disabled="true"><span class="dp-emoji">🔥/);
  assert.match(html, /data-style="5"[^>]*><span>Style 5<\/span><svg class="dp-icon"/);
  assert.doesNotMatch(html, /<button|tabindex|href=/);
});

test('select menus: placeholder, options behind a real toggle button, auto-filled kinds', () => {
  const menu = (type: number, extra = {}) => ({
    type: ComponentType.ActionRow,
    components: [{ type, custom_id: `m${type}`, placeholder: `Menu ${type}`, ...extra }],
  });
  const html = render('message', {
    components: [
      menu(ComponentType.StringSelect, {
        options: [
          {
            label: 'Pikachu',
            value: 'pikachu',
            description: 'Electric type',
            emoji: { name: '⚡' },
          },
          { label: 'Squirtle', value: 'squirtle' },
        ],
      }),
      menu(ComponentType.UserSelect),
      menu(ComponentType.RoleSelect),
      menu(ComponentType.ChannelSelect),
      menu(ComponentType.MentionableSelect, { disabled: true }),
    ],
  });
  for (const type of [3, 5, 6, 7, 8]) assert.match(html, new RegExp(`Menu ${type}`));
  assert.equal(
    count(html, /<button type="button" class="dp-select-face" aria-expanded="false"/),
    4,
  );
  assert.match(
    html,
    /aria-controls="([^"]+)"[\s\S]*?id="\1" class="dp-select-options" role="list" hidden=""/,
  );
  assert.match(text(html), /⚡ Pikachu Electric type Squirtle/);
  assert.match(text(html), /Discord lists the server’s members here/);
  assert.match(text(html), /Discord lists the server’s channels here/);
  // The disabled menu has no toggle.
  assert.match(
    html,
    /dp-select dp-disabled" data-type="7"><div class="dp-select-face" aria-disabled="true">/,
  );
});

test('Components V2: container, text display, sections, separators, gallery, file', () => {
  const html = render('message', {
    flags: MessageFlags.IsComponentsV2,
    content: 'ignored with the V2 flag',
    components: [
      {
        type: ComponentType.Container,
        accent_color: 0xeb459e,
        components: [
          { type: ComponentType.TextDisplay, content: '## Weekly report' },
          { type: ComponentType.Separator },
          {
            type: ComponentType.Section,
            components: [{ type: ComponentType.TextDisplay, content: 'Profile of Ada' }],
            accessory: {
              type: ComponentType.Thumbnail,
              media: { url: 'https://cdn.example.com/a.png' },
              description: 'Ada avatar',
            },
          },
          { type: ComponentType.Separator, divider: false, spacing: SeparatorSpacingSize.Large },
          {
            type: ComponentType.Section,
            components: [{ type: ComponentType.TextDisplay, content: 'Changelog' }],
            accessory: {
              type: ComponentType.Button,
              style: ButtonStyle.Link,
              label: 'Website',
              url: 'https://example.com',
            },
          },
          {
            type: ComponentType.MediaGallery,
            items: [
              { media: { url: 'https://cdn.example.com/0.png' }, description: 'First' },
              { media: { url: 'attachment://chart.png' }, description: 'Second', spoiler: true },
            ],
          },
          { type: ComponentType.File, file: { url: 'attachment://report.md' } },
        ],
      },
      { type: ComponentType.Container, spoiler: true, components: [] },
    ],
  });
  assert.doesNotMatch(html, /ignored with the V2 flag/);
  assert.match(
    html,
    /class="dp-container dp-container-accent" style="border-inline-start-color:#eb459e"/,
  );
  assert.match(html, /<div class="dp-md-h2">Weekly report<\/div>/);
  assert.match(
    html,
    /role="separator" class="dp-separator dp-separator-small dp-separator-divider"/,
  );
  assert.match(html, /role="presentation" class="dp-separator dp-separator-large"/);
  assert.match(html, /role="img" aria-label="Ada avatar" class="dp-media dp-thumbnail"/);
  assert.match(html, /cdn.example.com\/a.png/);
  assert.match(
    html,
    /dp-section-accessory"><span class="dp-button dp-button-secondary" data-style="5"/,
  );
  assert.match(html, /data-count="2"/);
  assert.match(
    html,
    /<span class="dp-spoiler-tag">Spoiler<\/span><span role="img" aria-label="Second"/,
  );
  assert.match(html, /<span class="dp-file-name">report.md<\/span>/);
  assert.equal(count(html, /dp-spoiler-block/), 2);
  // Media are drawn locally: no image is loaded.
  assert.doesNotMatch(html, /<img|src=/);
});

test('polls: question, answers with emoji, multi-select, time left', () => {
  const poll = (duration: number, multi: boolean) =>
    render('message', {
      poll: {
        question: { text: 'Favourite colour?' },
        answers: [
          { poll_media: { text: 'Red', emoji: { name: '🟥' } } },
          { poll_media: { text: 'Blue' } },
        ],
        duration,
        allow_multiselect: multi,
      },
    });
  const multi = poll(48, true);
  assert.match(
    text(multi),
    /Favourite colour\? Select one or more answers 🟥 Red Blue 0 votes • 2d left Vote/,
  );
  assert.equal(count(multi, /dp-poll-check-multi/), 2);
  const single = poll(4, false);
  assert.match(text(single), /Select one answer .* 4h left/);
  assert.equal(count(single, /dp-poll-check-multi/), 0);
  assert.equal(pollTimeLeft(30), '1d 6h left');
});

test('ephemeral replies say who can see them', () => {
  assert.match(
    text(render('message', { content: 'x', flags: MessageFlags.Ephemeral })),
    /Only you can see this/,
  );
  assert.doesNotMatch(text(render('message', { content: 'x' })), /Only you can see this/);
});

test('modals: title, labels, text inputs, selects in labels, text display, legacy rows', () => {
  const html = render('modal', {
    title: 'Feedback',
    custom_id: 'modalkit::1',
    components: [
      {
        type: ComponentType.Label,
        label: 'Name',
        component: {
          type: ComponentType.TextInput,
          style: TextInputStyle.Short,
          custom_id: 'name',
          placeholder: 'Jane Doe',
          required: true,
        },
      },
      {
        type: ComponentType.Label,
        label: 'Details',
        description: 'What happened?',
        component: {
          type: ComponentType.TextInput,
          style: TextInputStyle.Paragraph,
          custom_id: 'details',
          required: false,
        },
      },
      {
        type: ComponentType.Label,
        label: 'Colour',
        component: {
          type: ComponentType.StringSelect,
          custom_id: 'c',
          placeholder: 'Pick one',
          options: [{ label: 'Red', value: 'red' }],
        },
      },
      { type: ComponentType.TextDisplay, content: '**Thanks** for writing.' },
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            style: TextInputStyle.Short,
            custom_id: 'old',
            label: 'Old style',
          },
        ],
      },
    ],
  });
  assert.match(text(html), /^Feedback × Name \* Jane Doe Details What happened\?/);
  assert.match(
    html,
    /<div class="dp-field-label">Name<span class="dp-required" aria-label="required">\*<\/span><\/div>/,
  );
  assert.match(
    html,
    /<div class="dp-field-label">Details<\/div><div class="dp-field-description">What happened\?<\/div><div class="dp-input dp-input-paragraph">/,
  );
  assert.match(html, /Colour<span class="dp-required"[\s\S]*?Pick one[\s\S]*?Red/);
  assert.match(html, /<strong>Thanks<\/strong> for writing\./);
  assert.match(html, /Old style/);
  assert.match(text(html), /Cancel Submit Caption$/);
});

test('media URLs are shown as text', () => {
  assert.equal(mediaLabel('attachment://a b.png'), 'a b.png');
  assert.equal(
    mediaLabel('https://cdn.discordapp.com/embed/avatars/0.png'),
    'cdn.discordapp.com/embed/avatars/0.png',
  );
});
