// The live view of one machine: its chart with the states of a site tab's actor lit up, and that actor's last events.
import { useMemo, useState } from 'react';
import { activeLeaves, type ChartGraph } from '../../flows/chart-graph.ts';
import { eventLabel } from '../../flows/chart-labels.ts';
import { ChartView } from './chart-view.tsx';
import type { LiveActor, LiveState } from './live-store.ts';
import { text } from './strings.ts';
import css from './flows.module.css';

const NONE: readonly string[] = [];

const clock = (at: number) => {
  const d = new Date(at);
  return `${d.toLocaleTimeString('en-GB', { hour12: false })}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

function Events({ graph, actor }: { graph: ChartGraph; actor: LiveActor }) {
  if (actor.events.length === 0) return <p className={css.note}>{text.noEvents}</p>;
  return (
    <div className={css.overflow}>
      <table className={css.events} aria-label={text.events}>
        <thead>
          <tr>
            <th scope="col">{text.time}</th>
            <th scope="col">{text.event}</th>
            <th scope="col">{text.payload}</th>
            <th scope="col">{text.after}</th>
          </tr>
        </thead>
        <tbody>
          {actor.events.map((event, i) => (
            <tr key={`${event.at}-${i}`}>
              <td>{clock(event.at)}</td>
              <td>
                <code>{event.type}</code>
                {eventLabel(event.type, graph.machineId) !== event.type && <span className={css.dim}> ({eventLabel(event.type, graph.machineId)})</span>}
              </td>
              <td>{event.payload && <code className={css.payload}>{event.payload}</code>}</td>
              <td>{activeLeaves(graph, event.active).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LivePanel({ graph, live }: { graph: ChartGraph; live: LiveState }) {
  const [follow, setFollow] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const actors = useMemo(() => live.actors.filter((a) => a.info.machineId === graph.machineId), [live, graph]);
  const running = actors.filter((a) => a.status === 'active');
  const selected = (follow ? running[0] : actors.find((a) => a.id === chosen)) ?? running[0] ?? actors[0] ?? null;
  const leaves = activeLeaves(graph, selected?.active ?? []);

  return (
    <div>
      <p role="status" className={css.note}>
        {text.listening(live.tabs)}
      </p>
      {selected ? (
        <div className={css.row}>
          <label className={css.field}>
            <span>{text.actor}</span>
            <select
              value={selected.id}
              onChange={(e) => {
                setFollow(false);
                setChosen(e.currentTarget.value);
              }}
            >
              {actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {text.actorOption(a.info.label, a.page, a.status)}
                </option>
              ))}
            </select>
          </label>
          <label className={css.check}>
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.currentTarget.checked)} /> {text.followLatest}
          </label>
        </div>
      ) : (
        <p className={css.note}>{text.noActors(graph.machineId)}</p>
      )}
      <p className={css.code} data-testid="active-states">
        <strong>{text.activeStates}:</strong> {leaves.length ? leaves.join(', ') : text.none}
      </p>
      <ChartView
        graph={graph}
        activeStates={selected?.active ?? NONE}
        transitions={selected?.transitions ?? NONE}
        label={text.chartSummary(graph.machineId, leaves)}
      />
      <h3>{text.events}</h3>
      <p className={css.note}>{text.eventsHint}</p>
      {selected ? <Events graph={graph} actor={selected} /> : <p className={css.note}>{text.noEvents}</p>}
    </div>
  );
}
