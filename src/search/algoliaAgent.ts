/**
 * The `transporter.algoliaAgent` / `addAlgoliaAgent` surface DocSearch expects on a search client.
 * The local backend records the segments only to look like an Algolia client; nothing is sent.
 */
export function createAlgoliaAgentShim() {
  const algoliaAgent = {
    value: 'commandkit-local-search',
    add({ segment, version }: { segment: string; version?: string }) {
      algoliaAgent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return algoliaAgent;
    },
  };
  return {
    transporter: { algoliaAgent },
    addAlgoliaAgent(segment: string, version?: string) {
      algoliaAgent.add({ segment, version });
    },
  };
}
