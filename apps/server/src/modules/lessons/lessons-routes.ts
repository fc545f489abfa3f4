import type { FastifyInstance } from 'fastify';
import { LessonRecordingBody } from '@portal/contract';
import { authOf } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { parse } from '../../http/validate.ts';
import type { ModuleContext } from '../../lib/module-context.ts';
import { recordingService } from './recording-service.ts';

// spec §7 "Files, notes, schedule": POST /api/v1/lessons/recording/.
export async function lessonsRoutes(app: FastifyInstance, { deps, signedIn }: ModuleContext) {
  const recordings = recordingService(deps.db, deps.now);

  app.post('/api/v1/lessons/recording/', signedIn, async (req, reply) => {
    const { user } = authOf(req);
    const body = parse(LessonRecordingBody, req.body);
    return ok(reply, await recordings.recording(user, body));
  });
}
