// The bell (issue 21): every signed-in page reads the caller's notifications and unread count.
import { API_HEADERS } from '../lib/api-scenario.mjs';

/** @typedef {import('../lib/api-scenario.mjs').Scenario} Scenario */

/** A weekly user's bell after some months: 150 notifications, 40 of them unread. */
const KEPT = 150;
const UNREAD = 40;

/** @type {Scenario[]} */
export const notificationScenarios = [
  {
    name: `GET /api/v1/notifications (${KEPT} kept, ${UNREAD} unread)`,
    method: 'GET',
    path: '/api/v1/notifications',
    budget: { minRps: 4000, maxP99Ms: 50, why: 'the bell\'s list, read on every signed-in page (issue 21)', on: 'postgres' },
    async setup(server) {
      const { token, user } = await server.session();
      // On PostgreSQL the client's bell is filled first; the embedded run reads what the demo has.
      await server.query?.(`INSERT INTO notifications (tenant_id, user_id, kind, title, body, url, created_at, read_at)
        SELECT tenant_id, id, 'file_shared', 'Grace Hopper shared a file ' || i, 'forecast-' || i || '.xlsx', '/resources',
          now() - make_interval(hours => $2::int - i), CASE WHEN i > $2::int - $3::int THEN NULL ELSE now() END
        FROM users, generate_series(1, $2::int) i WHERE users.id = $1`, [user.id, KEPT, UNREAD]);
      await server.query?.('ANALYZE notifications');
      const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
      const reply = await server.send({ method: 'GET', path: '/api/v1/notifications', headers });
      if (reply.status !== 200) return { skip: `the list answered ${reply.status}` };
      return { headers };
    },
  },
];
