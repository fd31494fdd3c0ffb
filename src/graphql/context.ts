import type { Viewer } from '../domain/auth/authenticate.js';
import type { Services } from '../domain/services.js';

/** Per-request GraphQL context; the HTTP layer authenticates before the operation runs. */
export interface GraphQLContext {
  services: Services;
  viewer: Viewer;
  requestId: string;
}
