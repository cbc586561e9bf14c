// Draws every statechart as a Mermaid stateDiagram-v2 in docs/flows/<machine file>.md, read from the machines
// themselves so the pictures cannot drift from the code (tests/machines/flows/flows-fresh.test.ts checks they are fresh).
// `npm run flows` writes the files; importing this module only renders them.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allNodes, childrenOf, isAncestorOrSelf, isCompound, noteText, ownTransitions, transitionLabel } from '../src/flows/chart-labels.ts';
import { flowMachines } from '../src/flows/flow-machines.ts';

export const flowsDir = fileURLToPath(new URL('../docs/flows/', import.meta.url));

const INDENT = '  ';
// Words Mermaid's state grammar reads as keywords; a state key like these gets a safe id and a label.
const RESERVED = new Set(['state', 'note', 'end', 'as', 'direction', 'class', 'classdef', 'default', 'scale', 'hide', 'style', 'click']);

/** Mermaid ids are global to a diagram: a state keeps its key unless another state shares it. */
function mermaidIds(machine: AnyStateMachine): Map<string, string> {
  const nodes = allNodes(machine.root);
  const keyCount = new Map<string, number>();
  for (const node of nodes) keyCount.set(node.key, (keyCount.get(node.key) ?? 0) + 1);
  const ids = new Map<string, string>([[machine.root.id, machine.root.key]]);
  for (const node of nodes) {
    const plain = /^\w+$/.test(node.key) && !RESERVED.has(node.key.toLowerCase()) && keyCount.get(node.key) === 1;
    ids.set(node.id, plain ? node.key : `s_${node.path.join('_').replace(/\W/g, '_')}`);
  }
  return ids;
}

interface Edge {
  from: string;
  to: string;
  label: string;
}

/** "any state" pseudo-state of a compound node: where its transitions into itself (or with no target) start. */
const anyId = (ids: Map<string, string>, node: AnyStateNode) => `${ids.get(node.id)}_any`;

/**
 * Mermaid cannot draw an edge from a composite state into its own children, nor between children of different
 * composites, so each edge goes into the block of the innermost state that holds both ends, and a compound
 * state's transitions that stay inside it start from its "any state" marker.
 */
function edgesByContainer(machine: AnyStateMachine, ids: Map<string, string>): Map<string, Edge[]> {
  const byContainer = new Map<string, Edge[]>();
  const add = (container: AnyStateNode, edge: Edge) => byContainer.set(container.id, [...(byContainer.get(container.id) ?? []), edge]);
  for (const node of [machine.root, ...allNodes(machine.root)]) {
    for (const t of ownTransitions(node)) {
      const label = transitionLabel(t);
      const targets = t.target ?? [];
      const inward = isCompound(node) && targets.every((target) => isAncestorOrSelf(node, target));
      if (inward) {
        const from = anyId(ids, node);
        if (targets.length === 0) add(node, { from, to: from, label });
        for (const target of targets) add(node, { from, to: target.id === node.id ? from : ids.get(target.id)!, label });
        continue;
      }
      if (targets.length === 0) add(node.parent ?? node, { from: ids.get(node.id)!, to: ids.get(node.id)!, label });
      for (const target of targets) add(commonContainer(node, target, machine.root), { from: ids.get(node.id)!, to: ids.get(target.id)!, label });
    }
  }
  return byContainer;
}

function commonContainer(a: AnyStateNode, b: AnyStateNode, root: AnyStateNode): AnyStateNode {
  for (let container = a.parent; container; container = container.parent) {
    if (isAncestorOrSelf(container, b) && container.id !== b.id) return container;
  }
  return root;
}

function note(id: string, node: AnyStateNode, indent: string): string[] {
  const text = noteText(node);
  if (text.length === 0) return [];
  return [`${indent}note right of ${id}`, ...text.map((line) => `${indent}${INDENT}${line}`), `${indent}end note`];
}

/** The inside of a container (the machine root or a compound state): initial arrow, states, notes, edges. */
function containerBody(container: AnyStateNode, ids: Map<string, string>, edges: Map<string, Edge[]>, indent: string): string[] {
  const lines: string[] = [];
  const initial = container.initial?.target?.[0];
  if (initial) lines.push(`${indent}[*] --> ${ids.get(initial.id)}`);
  const ownEdges = edges.get(container.id) ?? [];
  if (ownEdges.some((edge) => edge.from === anyId(ids, container))) lines.push(`${indent}state "any state" as ${anyId(ids, container)}`);
  for (const child of childrenOf(container)) {
    const id = ids.get(child.id)!;
    if (isCompound(child)) {
      lines.push(`${indent}state ${id} {`, ...containerBody(child, ids, edges, indent + INDENT), `${indent}}`);
    } else {
      lines.push(id === child.key ? `${indent}${id}` : `${indent}state "${child.key}" as ${id}`);
    }
    lines.push(...note(id, child, indent));
  }
  for (const edge of ownEdges) lines.push(`${indent}${edge.from} --> ${edge.to} : ${edge.label}`);
  return lines;
}

/** The Mermaid source of one machine. */
export function stateDiagram(machine: AnyStateMachine): string {
  const ids = mermaidIds(machine);
  const edges = edgesByContainer(machine, ids);
  const lines = ['stateDiagram-v2'];
  if (isCompound(machine.root)) {
    lines.push(...containerBody(machine.root, ids, edges, INDENT));
  } else {
    // A machine without child states (the app root only runs actors) is drawn as one state.
    const id = ids.get(machine.root.id)!;
    lines.push(`${INDENT}[*] --> ${id}`, ...note(id, machine.root, INDENT));
  }
  return `${lines.join('\n')}\n`;
}

const machinesDir = fileURLToPath(new URL('../src/machines/', import.meta.url));

/** Where a machine is defined: src/machines/<area>/<file>.machine.ts. */
export function machinePath(file: string): string {
  const area = readdirSync(machinesDir).find((dir) => existsSync(resolve(machinesDir, dir, `${file}.machine.ts`)));
  return `src/machines/${area}/${file}.machine.ts`;
}

export function flowPage(file: string, machine: AnyStateMachine): string {
  return [
    `# ${machine.id}`,
    '',
    `The \`${machine.id}\` statechart, drawn from \`${machinePath(file)}\` by \`npm run flows\`; edit the machine, not this file.`,
    '',
    '```mermaid',
    stateDiagram(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}

function readme(machines: typeof flowMachines): string {
  return [
    '# Flows',
    '',
    'Pictures of the statecharts in `src/machines/<area>/`, generated by `npm run flows` (`scripts/flows.ts`); `tests/machines/flows/flows-fresh.test.ts` fails when one is out of date.',
    'Edges are labelled with the event, the guard in brackets, `after <delay>` for timers, `done: <actor>` / `error: <actor>` for invoked actors and `always` for eventless transitions; "any state" marks transitions a state takes whichever of its children is active.',
    '',
    ...machines.map(([file, machine]) => `- [${machine.id}](${file}.md): \`${machinePath(file)}\``),
    '',
  ].join('\n');
}

/** Every file of docs/flows by name, with its content. Pure: nothing is read or written. */
export function renderFlows(machines: typeof flowMachines = flowMachines): Record<string, string> {
  const files: Record<string, string> = { 'README.md': readme(machines) };
  for (const [file, machine] of machines) files[`${file}.md`] = flowPage(file, machine);
  return files;
}

function writeFlows() {
  const files = renderFlows();
  mkdirSync(flowsDir, { recursive: true });
  // A machine that was removed or renamed must not leave its old picture behind.
  for (const name of readdirSync(flowsDir)) {
    if (name.endsWith('.md') && !(name in files)) rmSync(resolve(flowsDir, name));
  }
  for (const [name, content] of Object.entries(files)) writeFileSync(resolve(flowsDir, name), content);
  console.log(`wrote ${Object.keys(files).length} files to docs/flows`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) writeFlows();
