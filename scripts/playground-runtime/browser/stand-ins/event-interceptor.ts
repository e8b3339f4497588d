// Stand-in for CommandKit's EventInterceptor (src/components/common/EventInterceptor.ts): the
// components subscribe their onClick/onSelect/onSubmit handlers to the client's events. Nothing is
// ever clicked in the playground, so it records the subscriptions instead of listening.
export interface Subscription {
  event: string;
  options?: unknown;
}

export const subscriptions: Subscription[] = [];

export const eventInterceptor = {
  subscribe(event: string, _listener: (...args: unknown[]) => unknown, options?: unknown) {
    const subscription = { event, options };
    subscriptions.push(subscription);
    return () => {
      const at = subscriptions.indexOf(subscription);
      if (at >= 0) subscriptions.splice(at, 1);
    };
  },
};
