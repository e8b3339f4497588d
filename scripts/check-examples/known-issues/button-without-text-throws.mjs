// A Button with no children (a premium button, an emoji-only button) throws when the JSX runs.
// Source: packages/commandkit/src/components/common/element.ts:101 gives an element written with
// no children `children: []`; packages/commandkit/src/components/interactive/button/Button.ts:79
// takes that truthy array as the label and calls setLabel(''), which discord.js rejects.
export default async function reproduce(ctx) {
  const { Button } = await ctx.import('commandkit');
  const { jsx } = await ctx.import('commandkit/jsx-runtime');
  const { ButtonStyle } = ctx.require('discord.js');
  const premium = { style: ButtonStyle.Premium, skuId: '1234567890123456789' };
  let error = null;
  try {
    // What the compiler emits for <Button style={...} skuId="..." /> with the automatic runtime.
    jsx(Button, premium);
  } catch (e) {
    error = `${e?.constructor?.name}: ${String(e?.message).split('\n')[0]}`;
  }
  // The workaround: {false} as the only child, compiled as children: false.
  let workaroundWorks = false;
  let label;
  try {
    const button = jsx(Button, { ...premium, children: false });
    label = button.data.label;
    workaroundWorks = label === undefined && button.toJSON().sku_id === premium.skuId;
  } catch (e) {
    label = String(e);
  }
  return {
    reproduced: error !== null && /ExpectedConstraintError|length/i.test(error),
    evidence: `<Button style={ButtonStyle.Premium} skuId=… /> throws ${error}; with {false} as child: label ${JSON.stringify(label)}`,
    workaroundWorks,
  };
}
