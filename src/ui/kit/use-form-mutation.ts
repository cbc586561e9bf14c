// The wiring every member-centre form repeats: a client check before sending, the server's refusal in the
// member's words, the read models to refresh on success, and a success flag for the status line.
import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldProblem } from '../../../contract/rules/field-rules.ts';
import { refusalProblem } from '../../domain/refusal.ts';

export interface FormMutationOptions<TVars, TData> {
  send: (vars: TVars) => Promise<TData>;
  /** Read models the change makes stale (query-key prefixes). */
  invalidates: readonly QueryKey[];
  /** Runs once the read models are fresh, e.g. to clear the typed fields or close the form. */
  onDone?: (data: TData, vars: TVars) => void;
}

export interface FormMutation<TVars> {
  /** Refuses with the check's problem, or sends. */
  submit: (vars: TVars, problem: FieldProblem | null) => void;
  /** Shows a problem found outside a submission (e.g. before a code is sent), or clears it. */
  refuse: (problem: FieldProblem | null) => void;
  problem: FieldProblem | null;
  pending: boolean;
  /** The last submission went through (cleared by the next one). */
  done: boolean;
  /** Forgets the outcome, e.g. when the form is closed. */
  reset: () => void;
}

export function useFormMutation<TVars, TData>({ send, invalidates, onDone }: FormMutationOptions<TVars, TData>): FormMutation<TVars> {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    // Kept pending until the page shows the change, so nothing on screen contradicts the status line.
    onSuccess: async (data, vars) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onDone?.(data, vars);
    },
    onError: (error) => setProblem(refusalProblem(error)),
  });
  return {
    submit: (vars, check) => {
      mutation.reset();
      setProblem(check);
      if (!check) mutation.mutate(vars);
    },
    refuse: setProblem,
    problem,
    pending: mutation.isPending,
    done: mutation.isSuccess,
    reset: () => {
      mutation.reset();
      setProblem(null);
    },
  };
}
