// The chart's states as a table for product people: what specifies each state (its docs/product.md section, from the
// state's meta) and whether the last walk through the real site (`npm run paths -- <machine> --site`) reached it.
import { useQuery } from '@tanstack/react-query';
import type { ChartGraph } from '../../flows/chart-graph.ts';
import { siteCoverageQuery } from '../../api/flows/site-coverage.ts';
import { text } from './strings.ts';
import css from './flows.module.css';

export function StateTable({ graph }: { graph: ChartGraph }) {
  const { data } = useQuery(siteCoverageQuery());
  const run = data?.[graph.machineId];
  const states = graph.nodes.filter((n) => n.kind !== 'initial' && n.kind !== 'any' && n.stateId !== graph.machineId);
  return (
    <section aria-labelledby="flows-states" className={css.states}>
      <h3 id="flows-states">{text.statesTitle}</h3>
      <p className={css.note}>{run ? text.siteRun(run.at, run.paths, run.states, run.transitions) : text.noSiteRun(graph.machineId)}</p>
      <table aria-labelledby="flows-states">
        <thead>
          <tr>
            <th scope="col">{text.state}</th>
            <th scope="col">{text.productSection}</th>
            <th scope="col">{text.throughSite}</th>
          </tr>
        </thead>
        <tbody>
          {states.map((n) => (
            <tr key={n.id}>
              <td>
                <code>{n.stateId.replace(`${graph.machineId}.`, '')}</code>
              </td>
              <td>{n.product ? text.productRef(n.product) : text.none}</td>
              <td>{run ? (run.states.missed.includes(n.stateId) ? text.notReached : text.reached) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
