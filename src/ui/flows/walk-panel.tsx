// "Walk a path": pick one of a machine's generated model-based paths and replay it step by step on a fresh actor
// (in walk-worker.ts, with the tests' fakes), watching the chart move and reading each step in plain words.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChartGraph } from '../../flows/chart-graph.ts';
import { ChartView } from './chart-view.tsx';
import { text } from './strings.ts';
import type { PathSummary, StepView, WalkAnswer, WalkCommand, WalkRequest } from './walk-protocol.ts';
import css from './flows.module.css';

/** Paths listed at once; a filter narrows the rest down. */
const LISTED = 300;

type Plan = { state: 'planning' } | { state: 'noModel' } | { state: 'failed'; message: string } | { state: 'ready'; paths: PathSummary[] };

/** The worker, with answers matched to requests by id (a late answer to an old request is dropped). */
function useWalker(onAnswer: (answer: WalkAnswer) => void) {
  const worker = useRef<Worker | null>(null);
  const last = useRef(0);
  const listener = useRef(onAnswer);
  useEffect(() => {
    listener.current = onAnswer;
  });
  useEffect(() => {
    const opened = new Worker(new URL('./walk-worker.ts', import.meta.url), { type: 'module' });
    opened.onmessage = ({ data }: MessageEvent<WalkAnswer>) => {
      if (data.id === last.current) listener.current(data);
    };
    opened.onerror = () => listener.current({ kind: 'failed', id: last.current, message: text.loadError });
    worker.current = opened;
    return () => opened.terminate();
  }, []);
  return useCallback((command: WalkCommand) => {
    last.current += 1;
    worker.current?.postMessage({ ...command, id: last.current } satisfies WalkRequest);
  }, []);
}

function readQuery(): { path: number | null; step: number } {
  const query = new URLSearchParams(location.search);
  const path = Number(query.get('path'));
  return { path: Number.isInteger(path) && path > 0 ? path - 1 : null, step: Math.max(0, Number(query.get('step')) || 0) };
}

/** Keeps the path and step in the address, so a walk can be shared or reloaded. */
function writeQuery(path: number | null, step: number) {
  const query = new URLSearchParams(location.search);
  if (path === null) query.delete('path');
  else query.set('path', String(path + 1));
  if (path === null || step === 0) query.delete('step');
  else query.set('step', String(step));
  history.replaceState(history.state, '', `${location.pathname}?${query}`);
}

export default function WalkPanel({ graph }: { graph: ChartGraph }) {
  const machine = graph.machineId;
  const [plan, setPlan] = useState<Plan>({ state: 'planning' });
  const [filter, setFilter] = useState('');
  const [steps, setSteps] = useState<string[]>([]);
  const [view, setView] = useState<StepView | null>(null);
  const wanted = useRef(readQuery());

  const send = useWalker((answer) => {
    if (answer.kind === 'planned') {
      setPlan({ state: 'ready', paths: answer.paths });
      const { path, step } = wanted.current;
      wanted.current = { path: null, step: 0 };
      if (path !== null && answer.paths[path]) send({ kind: 'open', machine, path, step });
    } else if (answer.kind === 'noModel') setPlan({ state: 'noModel' });
    else if (answer.kind === 'failed') setPlan({ state: 'failed', message: answer.message });
    else {
      if (answer.kind === 'opened') setSteps(answer.steps);
      setView(answer.view);
      writeQuery(answer.view.path, answer.view.index);
    }
  });

  useEffect(() => {
    setPlan({ state: 'planning' });
    setView(null);
    setSteps([]);
    send({ kind: 'plan', machine });
  }, [machine, send]);

  const listed = useMemo(() => {
    if (plan.state !== 'ready') return [];
    // The filter is looked for in the path as the list writes it (`done: addFavourite`, `toggle → done`).
    const wanted = filter.trim().toLowerCase();
    // Shortest first: the short walks are the ones to read step by step.
    const matching = plan.paths.filter((p) => p.events.join(' → ').toLowerCase().includes(wanted));
    return matching.sort((a, b) => a.events.length - b.events.length || a.index - b.index).slice(0, LISTED);
  }, [plan, filter]);

  if (plan.state === 'planning')
    return (
      <p role="status" aria-busy="true" className={css.note}>
        {text.planning}
      </p>
    );
  if (plan.state === 'noModel') return <p className={css.note}>{text.noModel(machine)}</p>;
  if (plan.state === 'failed')
    return (
      <div role="alert" className={css.note}>
        <p>{plan.message}</p>
        <button type="button" className="btn" onClick={() => send({ kind: 'plan', machine })}>
          {text.retry}
        </button>
      </div>
    );

  const open = (path: number, step = 0) => send({ kind: 'open', machine, path, step });
  return (
    <div>
      <p className={css.note}>{text.pathCount(plan.paths.length)}</p>
      <div className={css.row}>
        <label className={css.field}>
          <span>{text.filter}</span>
          <input type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} placeholder="favourite.add" />
        </label>
        <label className={css.field}>
          <span>{text.path}</span>
          <select size={8} value={view ? String(view.path) : ''} onChange={(e) => open(Number(e.currentTarget.value))}>
            {listed.map((p) => (
              <option key={p.index} value={p.index}>
                {text.pathOption(p.index, p.events)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {view && (
        <>
          <div className={css.row} role="group" aria-label={text.steps}>
            <button type="button" className="btn" onClick={() => open(view.path)} disabled={view.index === 0}>
              {text.restart}
            </button>
            <button type="button" className="btn" onClick={() => open(view.path, view.index - 1)} disabled={view.index === 0}>
              {text.back}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => send({ kind: 'next' })} disabled={view.index >= view.total}>
              {text.step}
            </button>
            <button type="button" className="btn" onClick={() => open(view.path, view.total)} disabled={view.index >= view.total}>
              {text.playAll}
            </button>
          </div>
          <div className={css.step} aria-live="polite" data-testid="walk-step">
            <p>
              <strong>{text.stepOf(view.index, view.total)}</strong>: <code>{view.trigger}</code>
            </p>
            {view.index === 0 && <p>{text.atStart}</p>}
            {view.words.map((sentence, i) => (
              <p key={i}>{sentence}</p>
            ))}
            <p className={view.matches ? css.ok : css.bad}>
              {view.matches
                ? `${text.actual} ${view.actual.join(', ')}, ${text.matches}`
                : `${text.actual} ${view.actual.join(', ')}, ${text.differs} ${view.expected.join(', ')}.`}
            </p>
          </div>
          <ChartView graph={graph} activeStates={view.active} transitions={view.transitions} label={text.chartSummary(machine, view.actual)} />
          <h3>{text.steps}</h3>
          <ol className={css.steps} start={0}>
            {steps.map((step, i) => (
              <li key={i} aria-current={i === view.index ? 'step' : undefined}>
                <button type="button" onClick={() => open(view.path, i)}>
                  {step}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
