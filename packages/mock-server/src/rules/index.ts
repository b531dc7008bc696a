export * from './auth.ts';
export * from './body.ts';
export * from './errors.ts';
export * from './nodes.ts';
export * from './presence.ts';
export * from './relations.ts';
export * from './tokens.ts';
export * from './validation.ts';
