import { API_RESOURCES, type ApiResource } from '../../contract/resources.ts';

export { API_RESOURCES, ROUTES, type ApiResource } from '../../contract/resources.ts';

function isApiResource(name: string): name is ApiResource {
  return Object.hasOwn(API_RESOURCES, name);
}

/** Accepts either the API name (`values`) or the route name (`settings/values`). */
export function endpointOf(resource: string): string {
  if (isApiResource(resource)) return API_RESOURCES[resource].endpoint;
  for (const entry of Object.values(API_RESOURCES)) {
    if (entry.route === resource) return entry.endpoint;
  }
  throw new Error(`Unknown resource "${resource}"`);
}
