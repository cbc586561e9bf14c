// ESLint rule: an area imports the shared floors, the contract and itself; another area only through the files
// that area offers to it, each such edge listed in ./area-edges.js (and drawn in docs/architecture.md §2).
// Areas are the folders named in AREAS, on the server (server/<area>/), in the contract (contract/<area>/) and on
// the site (src/machines/<area>/, src/ui/<area>/, src/api/<area>/): one area, one name on every side.
import path from 'node:path';
import { AREAS, EDGES } from './area-edges.js';

const root = path.resolve(import.meta.dirname, '..');
const SIDES = [/^server\/([^/]+)\//, /^contract\/([^/]+)\//, /^src\/(?:machines|ui|api)\/([^/]+)\//];

/** The area a repository path belongs to, or null for a floor (or a file outside the areas). */
export function areaOf(relPath) {
  for (const side of SIDES) {
    const m = side.exec(relPath);
    if (m && AREAS.includes(m[1])) return m[1];
  }
  return null;
}

const allowed = new Map(Object.entries(EDGES).map(([from, files]) => [from, new Set(files)]));

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports across areas only through the edges listed in eslint/area-edges.js' },
    schema: [],
    messages: {
      crossArea:
        "The area '{{from}}' imports '{{file}}' of the area '{{to}}': an area imports the floors, the contract and itself. List an edge it truly needs in eslint/area-edges.js and docs/architecture.md §2, or move the shared piece to a floor.",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const from = areaOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const to = areaOf(target);
      if (!to || to === from) return;
      // The contract describes every call once for both sides: any area may read it.
      if (target.startsWith('contract/')) return;
      if (allowed.get(from)?.has(target)) return;
      context.report({ node, messageId: 'crossArea', data: { from, to, file: target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
