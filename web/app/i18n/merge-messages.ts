export type MessageTree = { [key: string]: string | MessageTree };

/**
 * One locale's messages: the core file plus one file per feature namespace
 * (`features/<namespace>/<locale>.json`), so that features own their texts. A namespace the core
 * file already has is a mistake, not an override.
 */
export function mergeMessages(core: MessageTree, features: Record<string, MessageTree>): MessageTree {
  const merged: MessageTree = { ...core };
  for (const [namespace, messages] of Object.entries(features)) {
    if (namespace in merged) throw new Error(`message namespace "${namespace}" is defined twice`);
    merged[namespace] = messages;
  }
  return merged;
}
