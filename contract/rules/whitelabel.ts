/** A module of the whitelabel tree as the server sends it. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export type WhitelabelFlags = Readonly<Record<string, boolean>>;

/** Flattens the module tree: a module is on only when it and every ancestor are enabled. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], parentOn = true, out: Record<string, boolean> = {}): WhitelabelFlags {
  for (const node of nodes) {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    flattenWhitelabel(node.childrenNodes, on, out);
  }
  return out;
}

export const isOn = (flags: WhitelabelFlags, modId: string) => flags[modId] === true;
