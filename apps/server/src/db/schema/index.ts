export * from './tenants.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './support.ts';
export * from './flash.ts';
export * from './payments.ts';
export * from './programmes.ts';
export * from './client-work.ts';
