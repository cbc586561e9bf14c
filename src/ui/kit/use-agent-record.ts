// The frame of an agent-centre list (issue 14): the record page's frame (use-record-page.ts) opening at today, the
// agent's most asked-for range; the date presets sit beside the custom days (agent-range-picker.tsx).
import type { QueryKey } from '@tanstack/react-query';
import { presetRange } from '../../domain/agent-ranges.ts';
import { useRecordPage, type RecordPage, type RecordQuery } from './use-record-page.ts';

const today = (day: string) => presetRange('today', day);

export function useAgentRecord<F, T, K extends QueryKey>(initialFilter: F, query: RecordQuery<F, T, K>): RecordPage<F, T> {
  return useRecordPage(initialFilter, query, today);
}
