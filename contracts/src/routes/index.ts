import { apiRoutes } from './api';
import { chatRoutes } from './chat';
import { extraRoutes } from './extra';
import { informRoutes } from './inform';
import { liveRoutes } from './live';
import { mediaRoutes } from './media';
import { payRoutes } from './pay';
import { pcRoutes } from './pc';
import { tjRoutes } from './tj';
import { userRoutes } from './user';

export * from './define';
export * from './api';
export * from './chat';
export * from './community';
export * from './extra';
export * from './inform';
export * from './live';
export * from './media';
export * from './pay';
export * from './pc';
export * from './tj';
export * from './user';

/** Every REST call, by area: the one table the gateway serves and the web calls. */
export const routes = {
  user: userRoutes,
  pay: payRoutes,
  inform: informRoutes,
  live: liveRoutes,
  tj: tjRoutes,
  pc: pcRoutes,
  api: apiRoutes,
  chat: chatRoutes,
  media: mediaRoutes,
  extra: extraRoutes,
};
/** The route table's type. */
export type Routes = typeof routes;
