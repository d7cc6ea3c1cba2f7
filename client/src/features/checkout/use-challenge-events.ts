import { useEffect, useRef, useState } from 'react';
import type { OrderCompleted } from '../../../../contracts/hub';

/** Where the shopper's 3-D Secure challenge stands, as the live cart channel tells it. */
export interface ChallengeEvents {
  /** The channel is open and following the shopper's cart. */
  listening: boolean;
  /** The bank answered (OnSecuredTransactionCompletionInitalized): the order is being made. */
  completing: boolean;
}

/**
 * While a 3-D Secure challenge is open (`active`), listens on the live cart channel (spec §7 Live
 * channel) for OnSecuredTransactionCompletionInitalized and OnOrderCompleted, so the payment page
 * moves on by itself when the bank answers, wherever the shopper answered it (the bank's window,
 * another device). The channel is closed again when the challenge is over or the page leaves.
 */
export function useChallengeEvents(active: boolean, onCompleted: (order: OrderCompleted) => void): ChallengeEvents {
  const [listening, setListening] = useState(false);
  const [completing, setCompleting] = useState(false);
  const completed = useRef(onCompleted);
  useEffect(() => { completed.current = onCompleted; }, [onCompleted]);

  useEffect(() => {
    if (!active || typeof WebSocket === 'undefined') return undefined;
    let closed = false;
    let stop: (() => Promise<void>) | undefined;
    void import('../../lib/hub-connection').then(({ openLiveChannel }) => openLiveChannel((event) => {
      if (closed) return;
      if (event.target === 'OnSecuredTransactionCompletionInitalized') setCompleting(true);
      // A wrong code (issue 32 item 7): the challenge is open again, nothing is being made yet.
      if (event.target === 'OnSecuredTransactionInitialized') setCompleting(false);
      if (event.target === 'OnOrderCompleted') completed.current(event.arguments[0]);
    }, (connected) => { if (!closed) setListening(connected); })).then((channel) => {
      stop = () => channel.stop();
      if (closed) void stop();
    });
    return () => {
      closed = true;
      setListening(false);
      setCompleting(false);
      void stop?.();
    };
  }, [active]);

  return { listening, completing };
}
