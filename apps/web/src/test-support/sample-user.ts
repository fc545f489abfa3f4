import type { User } from '@portal/contract';

/** A signed-in user for unit tests; override what a case needs. */
export const sampleUser: User = {
  id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@demo.test', company: 'Acme', company_id: 3,
  website: null, role_id: 3, profile_pic: null, title: null, location: null, time_zone: 'Europe/Berlin',
  phone_number: null, birthday: null, facebook: null, twitter: null, linkedin: null,
  group_coaching: true, flash_coaching: false, business_academy: false, pas_token: 'tok-123',
};
