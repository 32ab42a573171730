// The whole domain, as the server imports it (@farm/core/domain): the zod schemas and everything without zod.
export * from './zod-free';
export * from './schemas';
