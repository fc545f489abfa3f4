import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../lib/module-context.ts';
import { registerGraphql } from '../graphql/register-graphql.ts';
import { devMailRoutes } from './devmail/devmail-routes.ts';
import { mailGraphql } from './mail/mail-graphql.ts';
import { siteRoutes } from './site/site-routes.ts';
import { supportRoutes } from './support/support-routes.ts';
import { coachRoutes } from './coach/coach-routes.ts';
import { scheduleRoutes } from './schedule/schedule-routes.ts';
import { profileRoutes } from './profile/profile-routes.ts';
import { filesRoutes } from './files/files-routes.ts';
import { assessmentRoutes } from './assessments/assessment-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { programmesGraphql } from './programmes/programmes-graphql.ts';
import { lessonsGraphql } from './lessons/lessons-graphql.ts';
import { lessonsRoutes } from './lessons/lessons-routes.ts';
import { academyRoutes } from './academy/academy-routes.ts';
import { notesRoutes } from './notes/notes-routes.ts';
import { metricsRoutes } from './metrics/metrics-routes.ts';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { planWorkRoutes } from './plan-work/plan-work-routes.ts';

/** Every feature area's routes. Add a module here; keep the site (SPA fallback) last. */
export async function registerModules(app: FastifyInstance, ctx: ModuleContext) {
  await devMailRoutes(app, ctx);
  await registerGraphql(app, ctx, [mailGraphql(), programmesGraphql(), lessonsGraphql()]);
  await supportRoutes(app, ctx);
  await scheduleRoutes(app, ctx);
  await coachRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await filesRoutes(app, ctx);
  await assessmentRoutes(app, ctx);
  await analyticsRoutes(app, ctx);
  await paymentRoutes(app, ctx);
  await lessonsRoutes(app, ctx);
  await academyRoutes(app, ctx);
  await notesRoutes(app, ctx);
  await metricsRoutes(app, ctx);
  await calendarRoutes(app, ctx);
  await planWorkRoutes(app, ctx);
  await siteRoutes(app, ctx);
}
