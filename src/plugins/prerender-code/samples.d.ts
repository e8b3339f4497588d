// Written by ./index.ts: the tokens of one code sample, as <CodeBlock data-tokens> takes them.
declare module '@generated/prerender-code/default/*.json' {
  const tokens: string;
  export default tokens;
}
