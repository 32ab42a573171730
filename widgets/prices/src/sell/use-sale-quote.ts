import { createQuote, type SaleDraft, type SaleQuote } from '@farm/area-crop-marketing';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

export interface HeldQuote {
  quote: SaleQuote;
  /** When it arrived (Date.now()): the countdown runs from here. */
  receivedAt: number;
  /** One sale attempt at this quote: sent with every try of it, so a retry never sells twice. */
  idempotencyKey: string;
  /** The price differs from the quote it replaced (spec 2 §4: 'price has changed'). */
  changed: boolean;
}

/**
 * The server's price for the sale being confirmed: `refresh` asks for a quote (on entering the confirm step, when
 * the countdown ends, when the server says a quote expired); each answer replaces the held one.
 */
export function useSaleQuote(reference: string, onError: (error: unknown) => void) {
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const request = useMutation({
    mutationFn: (draft: SaleDraft) => createQuote(reference, draft),
    onSuccess: (quote) =>
      setHeld((previous) => ({
        quote,
        receivedAt: Date.now(),
        idempotencyKey: crypto.randomUUID(),
        changed: previous !== null && previous.quote.salePrice !== quote.salePrice,
      })),
    onError,
  });
  return { held, refreshing: request.isPending, failed: request.isError, refresh: request.mutate };
}
