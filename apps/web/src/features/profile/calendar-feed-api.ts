import { CalendarFeed } from '@portal/contract';
import { get, post } from '../../lib/http.ts';

// Issue 9 (docs/decisions/011): the server shows a feed's address only in the reply that made it.
export const calendarFeedKey = ['calendar-feed'] as const;
const FEED = '/api/v1/clientportal/calendar/feed';

export const fetchCalendarFeed = () => get(FEED, { schema: CalendarFeed });
export const createCalendarFeed = () => post(FEED, {}, { schema: CalendarFeed });
export const resetCalendarFeed = () => post(`${FEED}/reset`, {}, { schema: CalendarFeed });
