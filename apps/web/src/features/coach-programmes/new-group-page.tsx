import { COACH_PROGRAMME_MESSAGES as M } from '@portal/contract';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/toast.ts';
import { useCreateGroup } from './api.ts';
import { GroupForm } from './group-form.tsx';
import './coach-programmes.css';

/** /coach/groups/new: a new group; its page opens once it is created. */
export default function NewGroupPage() {
  const navigate = useNavigate();
  const create = useCreateGroup({
    onDone: (group) => {
      notifySuccess(M.groupCreated);
      void navigate(`/coach/groups/${group.id}`);
    },
  });
  return (
    <section className="page" aria-labelledby="cp-new-title">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol><li><Link to="/coach/groups">Programmes</Link></li><li aria-current="page">New group</li></ol>
      </nav>
      <h1 id="cp-new-title" className="page__title">New group</h1>
      <GroupForm busy={create.isPending} submitLabel="Create group"
        onSubmit={(body, failed) => create.mutate(body, { onError: failed })} />
    </section>
  );
}
