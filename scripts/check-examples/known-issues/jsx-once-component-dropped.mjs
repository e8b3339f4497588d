// A Modal (or select menu) created inside another component's handler, such as a Modal shown from
// a Button's onClick, is unsubscribed in the same pass and never receives its submission; one
// created anywhere else is unsubscribed by the first unrelated interaction that reaches the bot.
// Source: packages/commandkit/src/components/common/EventInterceptor.ts:203 — the global
// interactionCreate handler iterates the live Set of subscribers, so a subscriber added during
// the loop is visited for the click that created it, and the `finally` at :234 removes a `once`
// subscriber after any interaction it was called with, handled or not; ModalKit defaults to
// `once: true` (packages/commandkit/src/components/interactive/modal/ModalKit.ts:72).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export default async function reproduce(ctx) {
  mkdirSync(join(ctx.scratch, 'app', 'events', 'clientReady'), { recursive: true });
  writeFileSync(
    join(ctx.scratch, 'app', 'events', 'clientReady', 'log.mjs'),
    'export default () => {};\n',
  );
  const { commandkit, Button, Modal, Label, ShortInput } = await ctx.import('commandkit');
  const { jsx } = await ctx.import('commandkit/jsx-runtime');
  const { Client } = ctx.require('discord.js');
  const client = new Client({ intents: [] });
  commandkit.setClient(client);
  await commandkit.start(false);

  // Just enough of an interaction: every other is…() check (CommandKit's own command
  // listener runs too) answers false.
  const fake = (kind, id) =>
    new Proxy(
      { customId: id },
      {
        get: (target, key) =>
          key === 'isButton'
            ? () => kind === 'button'
            : key === 'isModalSubmit'
              ? () => kind === 'modal'
              : typeof key === 'string' && key.startsWith('is')
                ? () => false
                : target[key],
      },
    );

  // Clicks the button, which creates a modal, then submits that modal; reports what ran.
  const attempt = async (modalProps) => {
    const seen = { ends: [], submitted: false };
    let modal;
    const button = jsx(Button, {
      customId: `open-${modalProps ? 'options' : 'default'}`,
      children: 'Open',
      onClick: () => {
        modal = jsx(Modal, {
          customId: `form-${modalProps ? 'options' : 'default'}`,
          title: 'Form',
          onSubmit: () => void (seen.submitted = true),
          onEnd: (reason) => void seen.ends.push(reason),
          ...modalProps,
          children: jsx(Label, { label: 'Name', children: jsx(ShortInput, { customId: 'name' }) }),
        });
      },
    });
    const customId = button.data.custom_id;
    client.emit('interactionCreate', fake('button', customId));
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.emit('interactionCreate', fake('modal', modal?.data.custom_id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    button.dispose?.();
    return seen;
  };

  // A modal created outside any component handler (as in a command handler): an unrelated
  // interaction reaching the bot before the submission (someone else's button click) ends it too.
  const unrelated = async (modalProps) => {
    const seen = { ends: [], submitted: false };
    const id = `form-unrelated-${modalProps ? 'options' : 'default'}`;
    const modal = jsx(Modal, {
      customId: id,
      title: 'Form',
      onSubmit: () => void (seen.submitted = true),
      onEnd: (reason) => void seen.ends.push(reason),
      ...modalProps,
      children: jsx(Label, { label: 'Name', children: jsx(ShortInput, { customId: 'name' }) }),
    });
    client.emit('interactionCreate', fake('button', 'someone-elses-button'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.emit('interactionCreate', fake('modal', id));
    await new Promise((resolve) => setTimeout(resolve, 50));
    modal.dispose();
    return seen;
  };

  const plain = await attempt(undefined);
  // The workaround: any `options` prop replaces the default settings, which switches `once` off.
  const withOptions = await attempt({ options: { time: 600_000 } });
  const other = await unrelated(undefined);
  const otherWithOptions = await unrelated({ options: { time: 600_000 } });
  return {
    reproduced:
      !plain.submitted &&
      plain.ends.includes('once') &&
      !other.submitted &&
      other.ends.includes('once'),
    evidence: `Modal created in a Button's onClick: onEnd received ${JSON.stringify(plain.ends)}, submission handled: ${plain.submitted}; with options={{ time: 600_000 }}: submission handled: ${withOptions.submitted}. Modal created outside a handler, then an unrelated button click: onEnd received ${JSON.stringify(other.ends)}, submission handled: ${other.submitted}; with options: ${otherWithOptions.submitted}`,
    workaroundWorks: withOptions.submitted && otherWithOptions.submitted,
  };
}
