/**
 * Sharing a game: the browser's share sheet where it has one, else the link copied to the
 * clipboard with "Copied" as feedback.
 */
import { useEffect, useState } from 'react';
import { Icon } from './Icon.tsx';

type Outcome = 'idle' | 'copied' | 'failed';

export function ShareButton({ url, title }: { url: string; title: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = window.setTimeout(() => setOutcome('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        // No share target: fall back to the clipboard.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="share">
      <button type="button" className="icon-button" onClick={() => void share()} title="Share this puzzle">
        <Icon name="share" />
        <span className="label">Share</span>
      </button>
      <span role="status" className="share-status">
        {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </span>
  );
}
