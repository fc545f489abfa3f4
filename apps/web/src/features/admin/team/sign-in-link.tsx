import { ADMIN_MESSAGES, type StaffMember } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DATE_TIME_WITH_ZONE, formatInZone, userTimeZone } from '../../../lib/format-date.ts';
import { useUser } from '../../../lib/session/session-context.ts';
import { notifyFailure, notifySuccess } from '../../../lib/toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { requestSignInLink } from '../admin-api.ts';

/**
 * "Copy a sign-in link" (POST /api/auth/login-links: an admin may make one for anyone of the tenant;
 * it also goes to them by email). The link is copied when the browser allows it and always shown,
 * selectable, in a dialog.
 */
export function SignInLink({ member }: { member: StaffMember }) {
  const zone = userTimeZone(useUser());
  const input = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const name = `${member.first_name} ${member.last_name}`;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notifySuccess(ADMIN_MESSAGES.linkCopied);
    } catch {
      // no clipboard (an insecure page, a refused permission): the link is selected for the user
      setCopied(false);
    }
  }
  useEffect(() => {
    if (copied !== false) return;
    input.current?.focus();
    input.current?.select();
  }, [copied]);
  const make = useMutation({
    mutationFn: () => requestSignInLink(member.email),
    onSuccess: (made) => {
      setLink(made);
      void copy(made.url);
    },
    onError: notifyFailure,
  });

  return (
    <>
      <Button busy={make.isPending} onClick={() => make.mutate()} aria-label={`Copy a sign-in link for ${name}`}>
        Copy a sign-in link
      </Button>
      <Modal open={link !== null} title={`Sign-in link for ${name}`} onClose={() => { setLink(null); setCopied(null); }}>
        {link && (
          <>
            <Field label="Sign-in link" hint={`Works once, until ${formatInZone(link.expires_at, zone, DATE_TIME_WITH_ZONE)}. It was also emailed to ${member.email}.`}>
              {(a) => <input {...a} ref={input} type="text" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />}
            </Field>
            <p role="status">
              {copied === true && 'Copied to the clipboard.'}
              {copied === false && 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
            </p>
            <div className="form-actions">
              <Button variant="primary" onClick={() => void copy(link.url)}>Copy link</Button>
              <Button onClick={() => { setLink(null); setCopied(null); }}>Close</Button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
