export * from './tenants.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './support.ts';
