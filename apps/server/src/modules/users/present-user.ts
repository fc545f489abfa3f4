import type { User } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';

/** Public URL of a stored file key (see modules/files/serve-files.ts). */
export const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

/** spec §3 User, as the client stores it; pas_token is the caller's own access token. */
export function presentUser(user: UserRow, company: string | null, token: string): User {
  return {
    id: user.id, first_name: user.firstName, last_name: user.lastName, email: user.email,
    company, company_id: user.companyId, website: user.website, role_id: user.roleId,
    profile_pic: fileUrl(user.profilePic), title: user.title, location: user.location, time_zone: user.timeZone,
    phone_number: user.phoneNumber, birthday: user.birthday, facebook: user.facebook, twitter: user.twitter,
    linkedin: user.linkedin, group_coaching: user.groupCoaching, flash_coaching: user.flashCoaching,
    business_academy: user.businessAcademy, pas_token: token,
  };
}
