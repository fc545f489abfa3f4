import type { User } from '@portal/contract';

/** What each profile form is given by the page. */
export interface ProfileFormProps {
  /** The record the form's fields start from (read from the server when /profile opened). */
  user: User;
  /** The version a save is based on: the newest this device knows (issue 8 finding 10). */
  basedOn: string | undefined;
  /** Reads the record afresh after a save was refused as stale. */
  onReload: () => void;
  reloading: boolean;
}
