/**
 * Discord's flavour of Markdown, drawn as React elements: headings (`#`–`###`), subtext (`-#`),
 * quotes, lists, code blocks, and inline bold, italic, underline, strike, spoilers, code, links,
 * mentions, timestamps and custom emoji. Links are drawn as text (the preview makes no request and
 * has no controls), and the structure uses `div`/`span` with roles so the site search does not index
 * the preview as page prose.
 */
import React, { type ReactNode } from 'react';

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'subtext'; text: string }
  | { kind: 'code'; lang: string; code: string }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[] };

const HEADING = /^(#{1,3}) (.+)$/;
const SUBTEXT = /^-# (.+)$/;
const LIST_ITEM = /^\s*(?:([-*])|(\d+)\.) (.*)$/;
const QUOTE = /^> ?(.*)$/;
const FENCE = /^```(\S*)\s*(.*)$/;

function startsBlock(line: string): boolean {
  return (
    HEADING.test(line) ||
    SUBTEXT.test(line) ||
    LIST_ITEM.test(line) ||
    QUOTE.test(line) ||
    line.startsWith('```')
  );
}

export function parseBlocks(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      // "```code```" on a single line, or a fence closed on a later line.
      const sameLine = /^```(.*?)```\s*$/.exec(line);
      if (sameLine && line.length > 6) {
        blocks.push({ kind: 'code', lang: '', code: sameLine[1]! });
        i++;
        continue;
      }
      if (fence[2]) body.push(fence[2]);
      i++;
      while (i < lines.length && !lines[i]!.includes('```')) body.push(lines[i++]!);
      if (i < lines.length) {
        const before = lines[i]!.slice(0, lines[i]!.indexOf('```'));
        if (before) body.push(before);
        i++;
      }
      blocks.push({ kind: 'code', lang: fence[1] ?? '', code: body.join('\n') });
      continue;
    }
    if (line.startsWith('>>> ')) {
      blocks.push({ kind: 'quote', text: [line.slice(4), ...lines.slice(i + 1)].join('\n') });
      break;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'quote', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]! });
      i++;
      continue;
    }
    const subtext = SUBTEXT.exec(line);
    if (subtext) {
      blocks.push({ kind: 'subtext', text: subtext[1]! });
      i++;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i]!);
        if (!next || (next[2] !== undefined) !== ordered) break;
        items.push(next[3]!);
        i++;
      }
      blocks.push({ kind: 'list', ordered, start: ordered ? Number(item[2]) : 1, items });
      continue;
    }
    if (line.trim() === '') {
      i++;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '' && !startsBlock(lines[i]!)) {
      paragraph.push(lines[i++]!);
    }
    blocks.push({ kind: 'paragraph', lines: paragraph });
  }
  return blocks;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A `<t:…>` timestamp as a fixed UTC date. Discord localises it and keeps relative ones ("3 years
 * ago") up to date; a static page shows the absolute moment, the same on the server and in the
 * browser.
 */
export function formatTimestamp(seconds: number, style: string): string {
  const date = new Date(seconds * 1000);
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  if (style === 't' || style === 'T') return `${time} UTC`;
  if (style === 'd' || style === 'D') return day;
  return `${day} ${time} UTC`;
}

interface InlineRule {
  pattern: RegExp;
  render: (match: RegExpExecArray, key: number) => ReactNode;
}

const mention = (className: string, text: string, key: number) => (
  <span key={key} className={`dp-mention ${className}`}>
    {text}
  </span>
);

const INLINE_RULES: InlineRule[] = [
  { pattern: /\\([^\sA-Za-z0-9])/y, render: (m) => m[1] },
  {
    pattern: /``([^]+?)``|`([^`\n]+)`/y,
    render: (m, key) => (
      <code key={key} className="dp-code">
        {m[1] ?? m[2]}
      </code>
    ),
  },
  {
    pattern: /\|\|([^]+?)\|\|/y,
    render: (m, key) => (
      <span key={key} className="dp-spoiler">
        {inline(m[1]!)}
      </span>
    ),
  },
  {
    pattern: /\*\*([^]+?)\*\*(?!\*)/y,
    render: (m, key) => <strong key={key}>{inline(m[1]!)}</strong>,
  },
  {
    pattern: /__([^]+?)__(?!_)/y,
    render: (m, key) => (
      <span key={key} className="dp-underline">
        {inline(m[1]!)}
      </span>
    ),
  },
  {
    pattern: /\*(?=\S)([^*\n]+?)\*(?!\*)|_(?=\S)([^_\n]+?)_(?![A-Za-z0-9_])/y,
    render: (m, key) => <em key={key}>{inline(m[1] ?? m[2]!)}</em>,
  },
  { pattern: /~~([^]+?)~~/y, render: (m, key) => <s key={key}>{inline(m[1]!)}</s> },
  {
    pattern: /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/y,
    render: (m, key) => (
      <span key={key} className="dp-link" title={m[2]}>
        {inline(m[1]!)}
      </span>
    ),
  },
  {
    pattern: /<?(https?:\/\/[^\s<>]*[^\s<>.,:;"')\]])>?/y,
    render: (m, key) => (
      <span key={key} className="dp-link">
        {m[1]}
      </span>
    ),
  },
  { pattern: /<@!?(\d+)>/y, render: (_m, key) => mention('dp-mention-user', '@user', key) },
  { pattern: /<@&(\d+)>/y, render: (_m, key) => mention('dp-mention-role', '@role', key) },
  { pattern: /<#(\d+)>/y, render: (_m, key) => mention('dp-mention-channel', '#channel', key) },
  {
    pattern: /<\/([-_\p{L}\p{N} ]+):(\d+)>/uy,
    render: (m, key) => mention('dp-mention-command', `/${m[1]}`, key),
  },
  { pattern: /@(everyone|here)\b/y, render: (m, key) => mention('dp-mention-role', m[0], key) },
  {
    pattern: /<t:(-?\d+)(?::([tTdDfFR]))?>/y,
    render: (m, key) => (
      <span key={key} className="dp-timestamp">
        {formatTimestamp(Number(m[1]), m[2] ?? 'f')}
      </span>
    ),
  },
  { pattern: /<a?:(\w+):(\d+)>/y, render: (m) => `:${m[1]}:` },
];

/** Inline Markdown of one line or span of text. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    let matched = false;
    for (const rule of INLINE_RULES) {
      rule.pattern.lastIndex = i;
      const match = rule.pattern.exec(text);
      if (!match) continue;
      if (plain) out.push(plain);
      plain = '';
      out.push(rule.render(match, out.length));
      i += match[0].length;
      matched = true;
      break;
    }
    if (!matched) plain += text[i++];
  }
  if (plain) out.push(plain);
  return out;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case 'heading':
      return (
        <div key={key} className={`dp-md-h${block.level}`}>
          {inline(block.text)}
        </div>
      );
    case 'subtext':
      return (
        <div key={key} className="dp-md-subtext">
          {inline(block.text)}
        </div>
      );
    case 'code':
      return (
        <code key={key} className="dp-codeblock">
          {block.code}
        </code>
      );
    case 'quote':
      return (
        <div key={key} className="dp-md-quote">
          <DiscordMarkdown text={block.text} />
        </div>
      );
    case 'list':
      return (
        <div key={key} role="list" className="dp-md-list">
          {block.items.map((item, index) => (
            <div key={index} role="listitem" className="dp-md-item">
              <span className="dp-md-marker" aria-hidden="true">
                {block.ordered ? `${block.start + index}.` : '•'}
              </span>
              <span>{inline(item)}</span>
            </div>
          ))}
        </div>
      );
    case 'paragraph':
      return (
        <div key={key} className="dp-md-text">
          {block.lines.flatMap((line, index) =>
            index === 0 ? [inline(line)] : [<br key={`br${index}`} />, inline(line)],
          )}
        </div>
      );
  }
}

export function DiscordMarkdown({ text }: { text: string }) {
  return <>{parseBlocks(text).map(renderBlock)}</>;
}
