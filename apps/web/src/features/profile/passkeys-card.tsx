import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userTimeZone } from '../../lib/format-date.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { webAuthnAvailable } from '../../lib/webauthn.ts';
import { QueryState } from '../../shared/ui/query-state.tsx';
import { AddPasskey } from './add-passkey.tsx';
import { PasskeyItem } from './passkey-item.tsx';
import { fetchPasskeys, passkeysKey } from './passkeys-api.ts';

/**
 * Issue 22: the user's passkeys on /profile. Where the browser has no WebAuthn nothing about
 * passkeys shows, except the passkeys already made elsewhere, which can still be renamed or removed.
 */
export function PasskeysCard() {
  const zone = userTimeZone(useUser());
  const [canAdd] = useState(webAuthnAvailable);
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: fetchPasskeys });
  if (!canAdd && !passkeys.data?.length) return null;

  return (
    <section className="card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="profile__note">
        Sign in with your fingerprint, face or screen lock instead of your password and an emailed code. A passkey
        stays on your device and cannot be phished.
      </p>
      <QueryState query={passkeys} rows={2} loading="Loading your passkeys" failed="We could not load your passkeys."
        isEmpty={(list) => list.length === 0} empty="You have no passkeys yet."
        emptyDetail={<p>Add one below to sign in on this device without a code.</p>}>
        {(list) => (
          <ul className="passkeys" aria-label="Your passkeys">
            {list.map((p) => <PasskeyItem key={p.id} passkey={p} zone={zone} />)}
          </ul>
        )}
      </QueryState>
      {canAdd ? <AddPasskey /> : <p className="profile__note">This browser cannot make passkeys.</p>}
    </section>
  );
}
