// The child side of the orders bench's IPC (bench/order-server.mjs, bench/write-ceiling.mjs):
// the parent owns the child, asks { id, type, ... } and waits for { id, result } or { id, error }.

/** The parent owns this process: when it goes, so does this one; Ctrl-C (sent to the whole group) is the parent's to handle. */
export function ownedByParent() {
  process.on('disconnect', () => process.exit(1));
  process.on('SIGINT', () => {});
}

/** Sends a message to the parent; resolves once it is written (at once when the parent is gone). */
export const send = (message) =>
  new Promise((resolve) => {
    if (!process.connected) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });

/**
 * Answers the parent's requests with `handlers[type](message)`; after `finish` the process exits
 * (0 when it succeeded, 1 when it threw).
 */
export function answerRequests(handlers) {
  process.on('message', async (message) => {
    const handler = handlers[message?.type];
    if (!handler) return;
    try {
      const result = await handler(message);
      await send({ id: message.id, result });
      if (message.type === 'finish') process.exit(0);
    } catch (error) {
      await send({ id: message.id, error: String(error?.stack ?? error) });
      if (message.type === 'finish') process.exit(1);
    }
  });
}
