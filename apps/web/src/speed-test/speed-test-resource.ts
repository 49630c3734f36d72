import type { Resource } from '@site/api-core/catalogue';

/** The speed test shows only when a resource of type SpeedTest with a url exists. */
export function speedTestResource(resources: readonly Resource[]): Resource | undefined {
  return resources.find(
    (resource) => resource.resourceType === 'SpeedTest' && Boolean(resource.url),
  );
}
