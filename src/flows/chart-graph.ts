// A machine's chart as a graph the flow viewer lays out and draws: one node per state (compound states hold their
// children), the pseudo-states a picture needs, and one edge per source and target with every transition between
// them as a label line, labelled as docs/flows labels them. Read from the machine definition, so it cannot drift.
//
// Layout libraries draw edges between boxes, not into a box that holds others, so the pseudo-states carry the
// edges a compound state takes part in, as in the Mermaid pictures: an edge into a compound state ends at its
// initial dot (entering it enters its initial child), and a compound state's own transitions leave from its "any
// state" marker (they are taken whichever child is active).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allNodes, childrenOf, guardName, isCompound, ownTransitions, transitionKey, transitionLabel, triggerLabel } from './chart-labels.ts';

export type ChartNodeKind = 'atomic' | 'final' | 'history' | 'compound' | 'parallel' | 'initial' | 'any';

export interface ChartNode {
  /** The state node's id; a pseudo-state's is its state's id with `#initial` or `#any`. */
  id: string;
  kind: ChartNodeKind;
  /** The id of the compound state drawn around this node, or null at the top of the chart. */
  parent: string | null;
  /** The state this node stands for (the compound state for its pseudo-states). */
  stateId: string;
  /** The state's key (its name in its parent); empty for pseudo-states. */
  key: string;
  description: string | null;
  /** The docs/product.md section that specifies the state (its meta `product`: number and title), or null. */
  product: string | null;
  /** Invoked actors, by invoke id. */
  invokes: string[];
  tags: string[];
}

export interface ChartTransition {
  /** The same key the model-based coverage uses: source id, event type, place among its siblings. */
  key: string;
  /** The trigger, then the guard in brackets: `login.submit [missingUsername]`, `after captchaCooldown`. */
  label: string;
  trigger: string;
  guard: string | null;
}

export interface ChartEdge {
  id: string;
  from: string;
  to: string;
  /** Empty for the unlabelled step from an initial dot to the state it starts. */
  transitions: ChartTransition[];
}

export interface ChartGraph {
  machineId: string;
  description: string | null;
  /** What the machine itself invokes (actors that run for its whole life). */
  invokes: string[];
  nodes: ChartNode[];
  edges: ChartEdge[];
}

const INITIAL = '#initial';
const ANY = '#any';

function kindOf(node: AnyStateNode): ChartNodeKind {
  if (node.type === 'parallel') return 'parallel';
  if (isCompound(node)) return 'compound';
  if (node.type === 'final') return 'final';
  if (node.type === 'history') return 'history';
  return 'atomic';
}

const invokeIds = (node: AnyStateNode) => node.invoke.map((invoke) => invoke.id);

/** A state's product section from its meta (`meta: { product: '4.3 Sign-in' }`). */
const productOf = (meta: unknown): string | null =>
  meta && typeof meta === 'object' && 'product' in meta && typeof meta.product === 'string' ? meta.product : null;

/** The section of the state, else of the nearest state around it that names one (a machine names its own on its root). */
function sectionOf(node: AnyStateNode | undefined): string | null {
  for (let at = node; at; at = at.parent) {
    const found = productOf(at.meta);
    if (found) return found;
  }
  return null;
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const root = machine.root;
  const nodes: ChartNode[] = [];
  const byId = new Map<string, ChartNode>();
  const edges = new Map<string, ChartEdge>();
  const parentOf = (node: AnyStateNode) => (node.parent && node.parent !== root ? node.parent.id : null);

  const addNode = (node: ChartNode) => {
    if (byId.has(node.id)) return;
    byId.set(node.id, node);
    nodes.push(node);
  };
  const pseudo = (state: AnyStateNode, suffix: typeof INITIAL | typeof ANY) => {
    const id = `${state.id}${suffix}`;
    addNode({
      id,
      kind: suffix === INITIAL ? 'initial' : 'any',
      parent: state === root ? null : state.id,
      stateId: state.id,
      key: '',
      description: null,
      product: null,
      invokes: [],
      tags: [],
    });
    return id;
  };
  const addEdge = (from: string, to: string, transition?: ChartTransition) => {
    const id = `${from}->${to}`;
    const edge = edges.get(id) ?? { id, from, to, transitions: [] };
    if (transition) edge.transitions.push(transition);
    edges.set(id, edge);
  };

  // A machine without child states (the app root only runs actors) is drawn as one state.
  const states = isCompound(root) ? allNodes(root) : [root];
  for (const node of states) {
    addNode({
      id: node.id,
      kind: kindOf(node),
      parent: parentOf(node),
      stateId: node.id,
      key: node.key,
      description: node.description ?? null,
      product: sectionOf(node),
      invokes: invokeIds(node),
      tags: [...node.tags],
    });
  }

  /** Where an edge into `target` ends: a compound state is entered at its initial dot. */
  const entryOf = (target: AnyStateNode): string => (isCompound(target) ? startOf(target) : target.id);
  /** A compound state's initial dot, with its step to the initial child (a parallel state's: to every region). */
  function startOf(state: AnyStateNode): string {
    const id = `${state.id}${INITIAL}`;
    if (byId.has(id)) return id;
    pseudo(state, INITIAL);
    const starts = state.type === 'parallel' ? childrenOf(state) : (state.initial?.target ?? []);
    for (const child of starts) addEdge(id, entryOf(child));
    return id;
  }

  // The machine and every compound state draw their initial dot, as the Mermaid pictures do; a parallel one only
  // when entered as a whole (each region has its own).
  for (const node of isCompound(root) ? [root, ...states] : []) if (isCompound(node) && node.type !== 'parallel') startOf(node);

  for (const node of [root, ...(isCompound(root) ? allNodes(root) : [])]) {
    for (const t of ownTransitions(node)) {
      const transition: ChartTransition = { key: transitionKey(t), label: transitionLabel(t), trigger: triggerLabel(t), guard: guardName(t.guard) };
      const targets = t.target ?? [];
      const fromCompound = isCompound(node);
      const from = fromCompound ? pseudo(node, ANY) : node.id;
      if (targets.length === 0) {
        addEdge(from, from, transition);
        continue;
      }
      for (const target of targets) {
        // Re-entering the compound state itself restarts it at its initial child.
        const to = fromCompound && target.id === node.id ? startOf(node) : entryOf(target);
        addEdge(from, to, transition);
      }
    }
  }

  // Pseudo-states were added as they were needed; keep each compound state's children together, in definition
  // order, with its pseudo-states first (the layout reads the order as a hint).
  const order = new Map(states.map((node, index) => [node.id, index]));
  const rank = (node: ChartNode) => (order.get(node.stateId) ?? -1) + (node.kind === 'initial' ? 0.1 : node.kind === 'any' ? 0.2 : 0.5);
  nodes.sort((a, b) => rank(a) - rank(b));

  return { machineId: machine.id, description: root.description ?? null, invokes: isCompound(root) ? invokeIds(root) : [], nodes, edges: [...edges.values()] };
}

/** The chart's nodes a snapshot's active state ids light up (compound states and their children alike). */
export function activeNodeIds(graph: ChartGraph, activeStateIds: Iterable<string>): Set<string> {
  const active = new Set(activeStateIds);
  return new Set(graph.nodes.filter((node) => node.kind !== 'initial' && node.kind !== 'any' && active.has(node.id)).map((node) => node.id));
}

/** The edges that carry any of these transitions (by key). */
export function edgesOf(graph: ChartGraph, transitionKeys: Iterable<string>): Set<string> {
  const keys = new Set(transitionKeys);
  return new Set(graph.edges.filter((edge) => edge.transitions.some((t) => keys.has(t.key))).map((edge) => edge.id));
}

/** The innermost active states, relative to the machine (`form.editing`, `captcha.ready`): how a snapshot reads. */
export function activeLeaves(graph: ChartGraph, activeStateIds: Iterable<string>): string[] {
  const active = activeNodeIds(graph, activeStateIds);
  const parents = new Set(graph.nodes.filter((node) => active.has(node.id)).map((node) => node.parent));
  const prefix = `${graph.machineId}.`;
  return [...active].filter((id) => !parents.has(id)).map((id) => (id.startsWith(prefix) ? id.slice(prefix.length) : id));
}
