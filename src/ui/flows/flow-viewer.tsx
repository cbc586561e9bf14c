// The flow viewer (issue 18): every machine of the site drawn from its own definition, live from the site's
// other tabs or walked along a generated test path. A developer tool: development builds and demo servers only
// (site-router.tsx), in a lazy chunk of its own; the chart layout and the path walker load with it or after it.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { chartGraph } from '../../flows/chart-graph.ts';
import { flowMachines } from '../../flows/flow-machines.ts';
import { paths } from '../../domain/paths.ts';
import { PUBLISHER_SOURCE } from './publisher.ts';
import { useLiveActors } from './live-store.ts';
import { LivePanel } from './live-panel.tsx';
import { StateTable } from './state-table.tsx';
import { text } from './strings.ts';
import css from './flows.module.css';

const WalkPanel = lazy(() => import('./walk-panel.tsx'));

type Mode = 'live' | 'walk';

function readQuery(): { machine: string; mode: Mode } {
  const query = new URLSearchParams(location.search);
  const wanted = query.get('machine');
  const machine = flowMachines.find(([file, m]) => m.id === wanted || file === wanted)?.[1].id ?? 'login';
  return { machine, mode: query.get('mode') === 'walk' ? 'walk' : 'live' };
}

function writeQuery(machine: string, mode: Mode, keepWalk: boolean) {
  const query = new URLSearchParams(keepWalk ? location.search : '');
  query.set('machine', machine);
  if (mode === 'walk') query.set('mode', 'walk');
  else query.delete('mode');
  history.replaceState(history.state, '', `${location.pathname}?${query}`);
}

export default function FlowViewer() {
  const [{ machine, mode }, setView] = useState(readQuery);
  const live = useLiveActors(PUBLISHER_SOURCE);
  const entry = flowMachines.find(([, m]) => m.id === machine) ?? flowMachines[0]!;
  const graph = useMemo(() => chartGraph(entry[1]), [entry]);
  const counts = useMemo(() => {
    const byMachine = new Map<string, number>();
    for (const a of live.actors) if (a.status === 'active') byMachine.set(a.info.machineId, (byMachine.get(a.info.machineId) ?? 0) + 1);
    return byMachine;
  }, [live]);

  useEffect(() => {
    const before = document.title;
    document.title = `${text.title} · ${machine}`;
    return () => void (document.title = before);
  }, [machine]);

  const choose = (next: { machine?: string; mode?: Mode }) => {
    const view = { machine: next.machine ?? machine, mode: next.mode ?? mode };
    writeQuery(view.machine, view.mode, view.machine === machine && view.mode === mode);
    setView(view);
  };

  return (
    <main className={css.page}>
      <header className={css.header}>
        <div>
          <h1>{text.title}</h1>
          <p>{text.intro}</p>
        </div>
        <button type="button" className="btn" onClick={() => window.open(paths.home(), 'playstate-site', 'popup,width=1280,height=900')}>
          {text.openSite}
        </button>
      </header>
      <div className={css.layout}>
        <nav aria-label={text.machines} className={css.machines}>
          <h2>{text.machines}</h2>
          <ul>
            {flowMachines.map(([file, m]) => (
              <li key={file}>
                <button type="button" aria-current={m.id === machine ? 'true' : undefined} onClick={() => choose({ machine: m.id })}>
                  <span>{m.id}</span>
                  {counts.get(m.id) ? <span className={css.badge}>{text.liveCount(counts.get(m.id)!)}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={css.main} aria-labelledby="flows-machine">
          <div className={css.head}>
            <h2 id="flows-machine">
              <code>{machine}</code>
            </h2>
            <div className={css.modes} role="group" aria-label={text.modes}>
              <button type="button" aria-pressed={mode === 'live'} onClick={() => choose({ mode: 'live' })}>
                {text.live}
              </button>
              <button type="button" aria-pressed={mode === 'walk'} onClick={() => choose({ mode: 'walk' })}>
                {text.walk}
              </button>
            </div>
          </div>
          {graph.description && <p className={css.note}>{graph.description}</p>}
          {graph.invokes.length > 0 && <p className={css.note}>{text.invokes(graph.invokes)}</p>}
          {mode === 'live' ? (
            <LivePanel key={machine} graph={graph} live={live} />
          ) : (
            <Suspense fallback={<div className="top-progress" role="progressbar" aria-label={text.planning} />}>
              <WalkPanel key={machine} graph={graph} />
            </Suspense>
          )}
          <StateTable graph={graph} />
        </section>
      </div>
    </main>
  );
}
