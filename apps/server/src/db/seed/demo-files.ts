import sharp from 'sharp';
import type { Db } from '../client.ts';
import { companyFiles } from '../schema/index.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { fileHeaders } from '../../modules/files/files-routes.ts';
import type { DemoPeople } from './demo-people.ts';
import { pdfHandout } from './demo-programmes/assets.ts';

export interface CompanyFileInput {
  tenantId: number; companyId: number; clientId: number; coachId: number; uploaderId: number;
  fileName: string; data: Buffer; description?: string; createdAt?: Date;
}

/** One company file, its bytes written through storage like an upload (shared by the demo and the tests). */
export async function buildCompanyFile(db: Db, storage: Storage, input: CompanyFileInput) {
  const ext = input.fileName.split('.').pop()!.toLowerCase();
  const storageKey = newStorageKey('company-files', ext);
  await storage.put(storageKey, input.data);
  const at = input.createdAt ?? new Date();
  const [row] = await db.insert(companyFiles).values({
    tenantId: input.tenantId, companyId: input.companyId, clientId: input.clientId, coachId: input.coachId,
    uploaderId: input.uploaderId, storageKey, fileName: input.fileName, contentType: fileHeaders(storageKey)['content-type']!,
    sizeBytes: input.data.length, description: input.description ?? '', createdAt: at, updatedAt: at,
  }).returning();
  return row!;
}

const PRICE_LIST = [
  'product,unit,current_wholesale,cost,margin_pct,proposed_wholesale',
  'Sourdough loaf,each,4.20,2.95,29.8,4.80',
  'Seeded rye,each,4.50,3.10,31.1,5.10',
  'Butter croissant,box of 12,14.00,10.60,24.3,16.50',
  'Cinnamon bun,box of 12,15.00,11.90,20.7,17.40',
  'Focaccia tray,tray,18.00,12.20,32.2,19.50',
].join('\n');

const SALES = [
  'month,retail,wholesale,catering',
  '2026-07,18420,9310,2150', '2026-08,17980,9875,3400', '2026-09,19150,10240,1980',
].join('\n');

/** A small shop-front picture drawn as shapes, saved as PNG like a phone upload. */
const shopFront = () => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200">
  <rect width="320" height="200" fill="#f3e7d3"/><rect x="20" y="20" width="280" height="40" fill="#14143f"/>
  <rect x="40" y="80" width="110" height="100" fill="#179ad6" opacity="0.6"/><rect x="180" y="80" width="90" height="120" fill="#8a5a2b"/>
</svg>`)).png().toBuffer();

/** spec §2 /resources: files both ways between client@ and coach@, so the page has something to show. */
export async function seedDemoFiles(db: Db, storage: Storage, { tenantId, coach, client }: DemoPeople, now = new Date()) {
  if (!client.companyId) return;
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const base = { tenantId, companyId: client.companyId, clientId: client.id, coachId: coach.id };
  await buildCompanyFile(db, storage, {
    ...base, uploaderId: coach.id, fileName: 'Pricing worksheet.pdf', createdAt: daysAgo(14),
    description: 'Fill in the cost column for your ten best sellers before our next call.',
    data: await pdfHandout('Pricing worksheet', ['1. List your ten best-selling products.', '2. Add the full cost of each (ingredients, labour, packaging).',
      '3. Work out the margin: (price - cost) / price.', '4. Mark every product under 30% margin.']),
  });
  await buildCompanyFile(db, storage, {
    ...base, uploaderId: client.id, fileName: 'Q3 sales by channel.csv', createdAt: daysAgo(9),
    description: 'Sales for July to September, by channel, as we discussed.', data: Buffer.from(`${SALES}\n`),
  });
  await buildCompanyFile(db, storage, {
    ...base, uploaderId: client.id, fileName: 'Wholesale price list draft.csv', createdAt: daysAgo(4),
    description: 'First draft of the new wholesale prices. Are the croissant boxes too steep?', data: Buffer.from(`${PRICE_LIST}\n`),
  });
  await buildCompanyFile(db, storage, {
    ...base, uploaderId: client.id, fileName: 'Shop front.png', createdAt: daysAgo(2), data: await shopFront(),
    description: 'The new window display for the wholesale launch.',
  });
}
