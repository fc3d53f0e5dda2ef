import { routes } from '@portal/contracts';
import { quietApi } from '../lib/api';
import { routeQuery } from '../lib/route-query';

export const appQueries = {
  /** The poster categories of the app's place: the newest match cards, as pictures of its screens. */
  posters: () => routeQuery(routes.inform.posterCategories, { query: { placeCode: 'app' } }, { client: quietApi }),
};
