/** The whole schema, for the query layer and drizzle-kit; each part imports only the core tables it references. */
export * from './schema-core';
export * from './schema-media';
export * from './schema-wallet';
export * from './schema-rooms';
export * from './schema-chat';
export * from './schema-experts';
export * from './schema-community';
