import type { CompanyFile } from '@portal/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { EmptyState } from '../../shared/ui/panels.tsx';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { EditFileForm } from './edit-file-form.tsx';
import { FileCard } from './file-card.tsx';
import { useCompanyFiles } from './resources-api.ts';
import { useResourcesState } from './resources-state.ts';
import { SendFilesForm } from './send-files-form.tsx';
import './resources.css';

/** /resources: the files the coach shared and the client sent (spec §2, §7 companies/files). */
export default function ResourcesPage() {
  const companyId = useUser().company_id;
  return (
    <section className="page" aria-labelledby="resources-title">
      {companyId === null ? (
        <>
          <h1 id="resources-title" className="page__title">My Resources</h1>
          <EmptyState title="Resources are shared between your company and your coach.">
            <p>
              Your account is not linked to a company yet. Add your company under Company and links
              on <Link to="/profile">My Profile</Link> to send files to your coach; files your coach
              shares with you appear here too.
            </p>
          </EmptyState>
        </>
      ) : <CompanyResources companyId={companyId} />}
    </section>
  );
}

function CompanyResources({ companyId }: { companyId: number }) {
  const zone = userTimeZone(useUser());
  const files = useCompanyFiles(companyId);
  const [state, dispatch] = useResourcesState();
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => dispatch({ type: 'close' });
  // after a delete the file's buttons are gone: focus goes to the heading, not to the document
  const deleted = () => {
    close();
    heading.current?.focus();
  };
  const card = (f: CompanyFile) => (
    <li key={f.id}>
      <FileCard file={f} zone={zone} onEdit={(file) => dispatch({ type: 'edit', file })} onDelete={(file) => dispatch({ type: 'delete', file })} />
    </li>
  );

  return (
    <>
      <div className="resources__head">
        <h1 id="resources-title" ref={heading} tabIndex={-1} className="page__title">My Resources</h1>
        <Button variant="primary" onClick={() => dispatch({ type: 'send' })}>Send files to coach</Button>
      </div>
      <QueryState query={files} loading="Loading your files" failed="We could not load your files.">
        {(list) => {
          const shared = list.filter((f) => f.direction === 'shared');
          const sent = list.filter((f) => f.direction === 'sent');
          return (
            <div className="resources__sections">
              <section aria-labelledby="shared-title">
                <h2 id="shared-title">From your coach</h2>
                {shared.length === 0
                  ? <EmptyState title="Your coach has not shared any files yet."><p>Worksheets and templates your coach shares appear here.</p></EmptyState>
                  : <ul className="resources__list" aria-labelledby="shared-title">{shared.map(card)}</ul>}
              </section>
              <section aria-labelledby="sent-title">
                <h2 id="sent-title">Sent to your coach</h2>
                {sent.length === 0
                  ? <EmptyState title="You have not sent any files yet."><p>Send your coach reports, price lists or anything you want to go through together.</p></EmptyState>
                  : <ul className="resources__list" aria-labelledby="sent-title">{sent.map(card)}</ul>}
              </section>
            </div>
          );
        }}
      </QueryState>
      <Modal open={state.showResourceModal} title="Send files to your coach" onClose={close}>
        {state.showResourceModal && <SendFilesForm companyId={companyId} onDone={close} onCancel={close} />}
      </Modal>
      <Modal open={state.resourceEdit} title="Edit file" onClose={close}>
        {state.resourceEdit && state.selectedResource && (
          <EditFileForm key={state.selectedResource.id} companyId={companyId} file={state.selectedResource} onDone={close} onCancel={close} />
        )}
      </Modal>
      <DeleteFileDialog companyId={companyId} file={state.resourceDelete ? state.selectedResource : null} onDone={deleted} onCancel={close} />
    </>
  );
}
