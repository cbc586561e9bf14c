// A flow a view starts on first use rather than on mount: the header's sign-in form, which most visitors never
// touch, so its machine need not come with the entry (docs/architecture.md §8 home budget). The view wakes it on a
// first sign of use (hover, focus); what the view sends before the machine has arrived waits, in order, and reaches
// the actor as soon as it starts, so a keystroke or a click made meanwhile counts as if the actor had been running.
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type EventFromLogic, type InputFrom } from 'xstate';
import { FlowsContext } from './flows-context.tsx';

const keepNone = () => false;

export interface LazyFlowActor<TLogic extends AnyActorLogic> {
  /** The running actor, once its machine has loaded. */
  actor: Actor<TLogic> | undefined;
  /** The events sent before then, oldest first (what a view shows meanwhile is read from them). */
  queued: readonly EventFromLogic<TLogic>[];
  /** The last load failed: the queue keeps only what `keep` kept, and the next wake or send tries again. */
  failed: boolean;
  /** Starts loading the machine; does nothing while it loads or once it runs. */
  wake(): void;
  /** Sends to the actor, or queues the event for it (and wakes it). */
  send(event: EventFromLogic<TLogic>): void;
}

/**
 * Like useFlowActor, but the logic comes from `load` (a loadOnce loader of the Flows) on the first wake or send.
 * The options are those of the first render, as with useActorRef. When the load fails, the queued events that
 * `keep` accepts stay for the next attempt (what was typed); the others (a submit the user will repeat) are dropped.
 */
export function useLazyFlowActor<TLogic extends AnyActorLogic>(
  load: () => Promise<TLogic>,
  options: ActorOptions<TLogic> & { input: InputFrom<TLogic> },
  keep: (event: EventFromLogic<TLogic>) => boolean = keepNone,
): LazyFlowActor<TLogic> {
  const inspect = use(FlowsContext)?.inspect;
  const [first] = useState(() => ({ ...options, inspect }));
  const [actor, setActor] = useState<Actor<TLogic>>();
  const [queued, setQueued] = useState<readonly EventFromLogic<TLogic>[]>([]);
  const [failed, setFailed] = useState(false);
  // The actor and the queue as event handlers and the load's callback must see them, which may be before the view
  // has rendered with the latest state (a click just after the load has finished must reach the actor, not a queue
  // already flushed); whether a load is under way; whether the view is gone (then the loaded logic is not started).
  const running = useRef<Actor<TLogic> | undefined>(undefined);
  const pending = useRef<EventFromLogic<TLogic>[]>([]);
  const loading = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const wake = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setFailed(false);
    load().then(
      (logic) => {
        if (!mounted.current) return;
        // Started and fed before the view sees it, so no render shows the machine's initial values over what was typed.
        const started = createActor(logic, first).start();
        for (const event of pending.current.splice(0)) started.send(event);
        running.current = started;
        setActor(started);
        setQueued([]);
      },
      () => {
        loading.current = false;
        pending.current = pending.current.filter(keep);
        if (!mounted.current) return;
        setQueued([...pending.current]);
        setFailed(true);
      },
    );
  }, [load, first, keep]);

  const send = useCallback(
    (event: EventFromLogic<TLogic>) => {
      if (running.current) return running.current.send(event);
      pending.current.push(event);
      setQueued([...pending.current]);
      wake();
    },
    [wake],
  );

  return { actor, queued, failed, wake, send };
}
