// Draws a laid-out chart as SVG: compound states as boxes around their children, states with their description,
// edges with their labels; the active states and the transitions just taken light up.
import { useId, useMemo, useState } from 'react';
import { activeNodeIds, edgesOf, type ChartGraph } from '../../flows/chart-graph.ts';
import { ANY_STATE, FONT_SIZE, INTERNAL_GAP, LINE_HEIGHT, SMALL_FONT_SIZE, layoutChart, type PlacedEdge, type PlacedNode } from './chart-layout.ts';
import { text } from './strings.ts';
import css from './flows.module.css';

const r = (n: number) => Math.round(n * 10) / 10;

/** A smooth path through the layout's points (a uniform B-spline, as d3's curveBasis draws it). */
function curve(points: readonly { x: number; y: number }[]): string {
  let d = '';
  let [x0, y0, x1, y1] = [NaN, NaN, NaN, NaN];
  const bezier = (x: number, y: number) =>
    `C${r((2 * x0 + x1) / 3)},${r((2 * y0 + y1) / 3)} ${r((x0 + 2 * x1) / 3)},${r((y0 + 2 * y1) / 3)} ${r((x0 + 4 * x1 + x) / 6)},${r((y0 + 4 * y1 + y) / 6)}`;
  points.forEach(({ x, y }, i) => {
    if (i === 0) d = `M${r(x)},${r(y)}`;
    else if (i >= 2) {
      if (i === 2) d += `L${r((5 * x0 + x1) / 6)},${r((5 * y0 + y1) / 6)}`;
      d += bezier(x, y);
    }
    [x0, y0, x1, y1] = [x1, y1, x, y];
  });
  if (points.length >= 3) d += bezier(x1, y1);
  if (points.length >= 2) d += `L${r(x1)},${r(y1)}`;
  return d;
}

function Lines({ x, y, title, lines }: { x: number; y: number; title: string; lines: readonly string[] }) {
  return (
    <text x={x} y={y}>
      <tspan data-role="title" x={x} dy={FONT_SIZE}>
        {title}
      </tspan>
      {lines.map((line, i) => (
        <tspan key={i} data-role="note" x={x} dy={LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function EdgeLabel({ edge, taken }: { edge: PlacedEdge; taken: ReadonlySet<string> }) {
  const { label } = edge;
  if (label.lines.length === 0) return null;
  return (
    <g data-kind="label">
      <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={4} />
      <text x={label.x + 4} y={label.y + 2}>
        {label.lines.map((line, i) => (
          <tspan key={i} x={label.x + 4} dy={i === 0 ? SMALL_FONT_SIZE : LINE_HEIGHT} data-taken={taken.has(line.key) || undefined}>
            {line.text}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The transitions that stay in the state, listed below a rule; the ones just taken light up. */
function Internal({ n, taken }: { n: PlacedNode; taken: ReadonlySet<string> }) {
  if (n.internal.length === 0) return null;
  const top = n.y + 8 + LINE_HEIGHT * (1 + n.lines.length) + INTERNAL_GAP / 2;
  return (
    <>
      <line x1={n.x + 6} x2={n.x + n.width - 6} y1={top} y2={top} data-kind="rule" />
      <text x={n.x + 10} y={top + INTERNAL_GAP / 2} data-role="internal">
        {n.internal.map((line, i) => (
          <tspan key={i} x={n.x + 10} dy={i === 0 ? SMALL_FONT_SIZE : LINE_HEIGHT} data-taken={taken.has(line.key) || undefined}>
            {line.text}
          </tspan>
        ))}
      </text>
    </>
  );
}

export interface ChartViewProps {
  graph: ChartGraph;
  /** The actor's active state ids (its snapshot's state nodes). */
  activeStates: readonly string[];
  /** Keys of the transitions its last step took. */
  transitions: readonly string[];
  /** Names the chart for assistive technology, e.g. with the active states. */
  label: string;
}

export function ChartView({ graph, activeStates, transitions, label }: ChartViewProps) {
  const layout = useMemo(() => layoutChart(graph), [graph]);
  const active = useMemo(() => activeNodeIds(graph, activeStates), [graph, activeStates]);
  const takenEdges = useMemo(() => edgesOf(graph, transitions), [graph, transitions]);
  const taken = useMemo(() => new Set(transitions), [transitions]);
  const [fit, setFit] = useState(true);
  const arrow = useId();
  const arrowTaken = useId();
  const { width, height } = layout;
  return (
    <figure className={css.figure}>
      <div className={css.bar}>
        <label className={css.check}>
          <input type="checkbox" checked={fit} onChange={(e) => setFit(e.currentTarget.checked)} /> {text.fit}
        </label>
        <span className={css.dim}>{text.legend}</span>
      </div>
      {/* Focusable, so a keyboard scrolls a chart larger than the frame. */}
      <div className={css.scroll} tabIndex={0} role="region" aria-label={text.chartFrame}>
        <svg
          className={css.chart}
          viewBox={`0 0 ${width} ${height}`}
          width={fit ? '100%' : width}
          height={fit ? undefined : height}
          style={fit ? { maxWidth: width } : undefined}
          role="img"
          aria-label={label}
          data-machine={graph.machineId}
        >
          <defs>
            <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0,0L10,5L0,10z" />
            </marker>
            <marker id={arrowTaken} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse" data-taken>
              <path d="M0,0L10,5L0,10z" />
            </marker>
          </defs>
          {layout.clusters.map((c) => (
            <g key={c.node.id} data-kind="cluster" data-state={c.node.id} data-active={active.has(c.node.id) || undefined}>
              <rect x={c.x} y={c.y} width={c.width} height={c.height} rx={12} />
              <Lines x={c.header.x + 10} y={c.header.y + 8} title={c.title} lines={c.lines} />
            </g>
          ))}
          {layout.edges.map((e) => (
            <path
              key={e.id}
              d={curve(e.points)}
              data-kind="edge"
              data-taken={takenEdges.has(e.id) || undefined}
              markerEnd={`url(#${takenEdges.has(e.id) ? arrowTaken : arrow})`}
            />
          ))}
          {layout.nodes.map((n) => {
            const { node } = n;
            if (node.kind === 'initial') return <circle key={node.id} cx={n.x + n.width / 2} cy={n.y + n.height / 2} r={6} data-kind="initial" />;
            if (node.kind === 'any')
              return n.internal.length === 0 ? (
                <g key={node.id} data-kind="any">
                  <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={n.height / 2} />
                  <text x={n.x + n.width / 2} y={n.y + 15} textAnchor="middle">
                    {ANY_STATE}
                  </text>
                </g>
              ) : (
                <g key={node.id} data-kind="any">
                  <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={8} />
                  <Lines x={n.x + 10} y={n.y + 8} title={n.title} lines={[]} />
                  <Internal n={n} taken={taken} />
                </g>
              );
            const on = active.has(node.id);
            return (
              <g key={node.id} data-kind="state" data-state={node.id} data-active={on || undefined}>
                <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={8} />
                {node.kind === 'final' && <rect x={n.x + 3} y={n.y + 3} width={n.width - 6} height={n.height - 6} rx={6} data-kind="ring" />}
                <Lines x={n.x + 10} y={n.y + 8} title={n.title} lines={n.lines} />
                <Internal n={n} taken={taken} />
              </g>
            );
          })}
          {layout.edges.map((e) => (
            <EdgeLabel key={e.id} edge={e} taken={taken} />
          ))}
        </svg>
      </div>
    </figure>
  );
}
