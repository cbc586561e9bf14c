// Places a chart graph (src/flows/chart-graph.ts) with dagre: ranks top to bottom, compound states as clusters
// around their children (graphlib's setParent), edge labels placed by the layout so they do not overlap states.
// Transitions that stay in their state (no target, or the state itself) are listed inside it, below a rule, as
// statecharts write internal transitions, rather than drawn as loops. Text is sized from its character count in
// the chart's fonts; the view draws with the same metrics.
import dagre from '@dagrejs/dagre';
import type { ChartGraph, ChartNode, ChartTransition } from '../../flows/chart-graph.ts';

export const FONT_SIZE = 12;
export const SMALL_FONT_SIZE = 11;
export const LINE_HEIGHT = 15;
/** Monospace advance of the chart's code font (state keys, events, guards), as a share of the font size. */
const CODE_ADVANCE = 0.62;
/** A generous average advance of the sans-serif font of descriptions, so wrapped lines never overflow. */
const TEXT_ADVANCE = 0.56;
const DESCRIPTION_CHARS = 34;
const LABEL_CHARS = 40;
const PAD_X = 10;
const PAD_Y = 8;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of a transition's label, with the transition's key (to light up the one just taken). */
export interface LabelLine {
  text: string;
  key: string;
}

export interface PlacedNode extends Box {
  node: ChartNode;
  /** The state's key, then its description wrapped, then what it invokes. */
  title: string;
  lines: string[];
  /** The transitions that stay in the state, listed inside it. */
  internal: LabelLine[];
}

export interface PlacedCluster extends Box {
  node: ChartNode;
  title: string;
  lines: string[];
  /** Where the title block sits inside the cluster. */
  header: Box;
}

export interface PlacedEdge {
  id: string;
  points: { x: number; y: number }[];
  label: Box & { lines: LabelLine[] };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  clusters: PlacedCluster[];
  edges: PlacedEdge[];
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const codeWidth = (text: string, size = FONT_SIZE) => text.length * size * CODE_ADVANCE;
const textWidth = (text: string, size = SMALL_FONT_SIZE) => text.length * size * TEXT_ADVANCE;

export const ANY_STATE = 'any state';

function stateText(node: ChartNode): { title: string; lines: string[] } {
  if (node.kind === 'any') return { title: ANY_STATE, lines: [] };
  const lines = node.description ? wrap(node.description, DESCRIPTION_CHARS) : [];
  if (node.invokes.length > 0) lines.push(`invokes ${node.invokes.join(', ')}`);
  const title = node.kind === 'history' ? `${node.key} (history)` : node.kind === 'parallel' ? `${node.key} (parallel)` : node.key;
  return { title, lines };
}

/** Where the list of internal transitions starts below the state's text (a rule between them). */
export const INTERNAL_GAP = 8;

function blockSize(title: string, lines: readonly string[], internal: readonly LabelLine[] = []): { width: number; height: number } {
  const width = Math.max(codeWidth(title), ...lines.map((line) => textWidth(line)), ...internal.map((line) => codeWidth(line.text, SMALL_FONT_SIZE)));
  const extra = internal.length ? INTERNAL_GAP + LINE_HEIGHT * internal.length : 0;
  return { width: Math.ceil(width) + 2 * PAD_X, height: LINE_HEIGHT * (1 + lines.length) + 2 * PAD_Y + extra };
}

const headerId = (id: string) => `${id}#header`;

/** Label lines of an edge: one per transition, long ones wrapped. */
export function edgeLines(transitions: readonly ChartTransition[]): LabelLine[] {
  return transitions.flatMap(({ label, key }) => (label.length > LABEL_CHARS ? wrap(label, LABEL_CHARS) : [label]).map((text) => ({ text, key })));
}

export function layoutChart(graph: ChartGraph): ChartLayout {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 34, edgesep: 14, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));

  const compound = new Set(graph.nodes.filter((n) => n.kind === 'compound' || n.kind === 'parallel').map((n) => n.id));
  const texts = new Map(graph.nodes.map((node) => [node.id, stateText(node)]));
  const loops = graph.edges.filter((e) => e.from === e.to);
  const internalOf = new Map(loops.map((e) => [e.from, edgeLines(e.transitions)]));

  for (const node of graph.nodes) {
    if (compound.has(node.id)) {
      // The cluster's title and description sit in a block of their own at its top: dagre sizes clusters around
      // their children only, so the block is one of them, tied above the rest.
      g.setNode(node.id, {});
      const { title, lines } = texts.get(node.id)!;
      g.setNode(headerId(node.id), blockSize(title, lines));
      g.setParent(headerId(node.id), node.id);
    } else if (node.kind === 'initial') g.setNode(node.id, { width: 14, height: 14 });
    else if (node.kind === 'any' && !internalOf.has(node.id)) g.setNode(node.id, { width: Math.ceil(codeWidth(ANY_STATE, SMALL_FONT_SIZE)) + 16, height: 22 });
    else {
      const { title, lines } = texts.get(node.id)!;
      g.setNode(node.id, blockSize(title, lines, internalOf.get(node.id)));
    }
    if (node.parent) g.setParent(node.id, node.parent);
  }
  // Each header goes above its cluster's other children: an invisible edge to its pseudo-states (the initial dot,
  // the "any state" marker), to each child nothing else leads to, and to each region's header. Tying it to every
  // child as well makes dagre leave children outside their clusters.
  const entered = new Set(graph.edges.filter((e) => e.from !== e.to).map((e) => e.to));
  const drawn = graph.edges.filter((e) => e.from !== e.to);
  for (const id of compound) {
    const children = graph.nodes.filter((n) => n.parent === id);
    const tied = [
      ...children.filter((n) => n.kind === 'initial' || n.kind === 'any' || (!compound.has(n.id) && !entered.has(n.id))).map((n) => n.id),
      ...children.filter((n) => compound.has(n.id)).map((n) => headerId(n.id)),
    ];
    for (const child of tied) g.setEdge(headerId(id), child, { minlen: 1 }, `tie:${child}`);
  }
  for (const edge of drawn) {
    const lines = edgeLines(edge.transitions);
    const width = lines.length ? Math.ceil(Math.max(...lines.map((line) => codeWidth(line.text, SMALL_FONT_SIZE)))) + 8 : 0;
    g.setEdge(edge.from, edge.to, { width, height: lines.length * LINE_HEIGHT + (lines.length ? 4 : 0), labelpos: 'c', minlen: 1, weight: 1 }, edge.id);
  }

  dagre.layout(g);

  const box = (id: string): Box => {
    const { x = 0, y = 0, width, height } = g.node(id);
    return { x: x - width / 2, y: y - height / 2, width, height };
  };
  const nodes: PlacedNode[] = [];
  const clusters: PlacedCluster[] = [];
  for (const node of graph.nodes) {
    const { title, lines } = texts.get(node.id)!;
    if (compound.has(node.id)) clusters.push({ node, title, lines, ...box(node.id), header: box(headerId(node.id)) });
    else nodes.push({ node, title, lines, internal: internalOf.get(node.id) ?? [], ...box(node.id) });
  }
  const edges: PlacedEdge[] = drawn.map((edge) => {
    const placed = g.edge({ v: edge.from, w: edge.to, name: edge.id });
    const lines = edgeLines(edge.transitions);
    const { x = 0, y = 0, width = 0, height = 0 } = placed;
    return { id: edge.id, points: placed.points ?? [], label: { x: x - width / 2, y: y - height / 2, width, height, lines } };
  });
  // Clusters deepest last, so inner ones draw over outer ones.
  clusters.sort((a, b) => depth(graph, a.node) - depth(graph, b.node));
  const { width = 0, height = 0 } = g.graph();
  return { width, height, nodes, clusters, edges };
}

function depth(graph: ChartGraph, node: ChartNode): number {
  let d = 0;
  for (let parent = node.parent; parent; parent = graph.nodes.find((n) => n.id === parent)?.parent ?? null) d++;
  return d;
}
