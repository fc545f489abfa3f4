import { MESSAGES, type CoachProfile } from '@portal/contract';
import { ROLE } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../users/present-user.ts';
import { findUserById, type UserWithCompany } from '../users/user-repo.ts';

const noCoach = () => new HttpError(404, MESSAGES.noCoach);

function presentCoach({ user: c, company }: UserWithCompany): CoachProfile {
  return {
    id: c.id, first_name: c.firstName, last_name: c.lastName, email: c.email, title: c.title, company,
    bio: c.bio, profile_pic: fileUrl(c.profilePic), phone_number: c.phoneNumber, website: c.website,
    location: c.location, time_zone: c.timeZone, facebook: c.facebook, twitter: c.twitter,
    linkedin: c.linkedin, booking_url: c.bookingUrl,
  };
}

// spec §2 /coachprofile, §7 clientportal/coach/profile.
export function coachService(deps: Deps) {
  return {
    /** The subject's coach; a coach sees their own profile. 404 when none is assigned. */
    async coachOf(tenantId: number, subjectId: number): Promise<CoachProfile> {
      const fresh = await findUserById(deps.db, tenantId, subjectId);
      if (!fresh) throw noCoach();
      if (fresh.user.roleId === ROLE.coach) return presentCoach(fresh);
      const coach = fresh.user.coachId ? await findUserById(deps.db, tenantId, fresh.user.coachId) : null;
      if (!coach) throw noCoach();
      return presentCoach(coach);
    },
  };
}
