import { IDEA_MESSAGES } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../shared/ui/button.tsx';
import { copyText, selectContents } from './copy-text.ts';

/** The idea's example ad and its "Copy ad text" button: a toast for the eye, a status line for screen readers. */
export function AdCopy({ text }: { text: string }) {
  const id = useId();
  const block = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  async function copy() {
    setStatus('');
    if (await copyText(text)) {
      setStatus(IDEA_MESSAGES.copied);
      notifySuccess(IDEA_MESSAGES.copied);
      return;
    }
    // no clipboard at all: select the text, so Ctrl+C copies it
    if (block.current) selectContents(block.current);
    setStatus(IDEA_MESSAGES.copySelected);
  }

  return (
    <section className="card idea-ad" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Example ad text</h2>
      <p className="idea-ad__hint">Replace the words in [brackets] with your own, then use it in an ad, a post or an email.</p>
      <div ref={block} className="idea-ad__text" id={`${id}-text`}>{text}</div>
      <div className="idea-ad__actions">
        <Button variant="primary" aria-describedby={`${id}-title`} onClick={() => void copy()}>Copy ad text</Button>
        <p className="idea-ad__status" role="status">{status}</p>
      </div>
    </section>
  );
}
