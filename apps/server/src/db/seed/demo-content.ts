import type { Db } from '../client.ts';
import type { Storage } from '../../platform/storage.ts';
import type { DemoPeople } from './demo-people.ts';
import { seedDemoFiles } from './demo-files.ts';
import { seedDemoFlash } from './demo-flash.ts';
import { seedDemoIdeaBank } from './demo-idea-bank.ts';
import { seedDemoMail } from './demo-mail.ts';
import { seedDemoMetrics } from './demo-metrics.ts';
import { seedDemoNotes } from './demo-notes.ts';
import { seedDemoPlanWork } from './demo-plan-work.ts';
import { seedDemoPhotos } from './demo-photos.ts';
import { seedDemoProgrammes } from './demo-programmes.ts';
import { seedDemoSchedule } from './demo-schedule.ts';
import { seedDemoSessions } from './demo-sessions.ts';

/** Content for the pages: schedule, mail, a profile photo. Each area adds its own builder call here. */
export async function seedDemoContent(db: Db, _storage: Storage, people: DemoPeople) {
  await seedDemoMail(db, _storage, people);
  await seedDemoFlash(db, people);
  await seedDemoProgrammes(db, _storage, people);
  await seedDemoSchedule(db, people);
  await seedDemoSessions(db, people);
  await seedDemoPhotos(db, _storage, people);
  await seedDemoMetrics(db, people);
  await seedDemoNotes(db, people);
  await seedDemoPlanWork(db, _storage, people);
  await seedDemoIdeaBank(db, _storage, people);
  await seedDemoFiles(db, _storage, people);
}
