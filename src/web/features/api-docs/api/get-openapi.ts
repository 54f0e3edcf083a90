import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from '../openapi-model';

/** The API's own OpenAPI document: the reference is drawn from it, never written twice. */
export const OPENAPI_URL = '/api/v1/openapi.json';

export const openApiQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: () => api<OpenApiDocument>(OPENAPI_URL, { credentials: 'omit' }),
  staleTime: Infinity,
});

export function useOpenApi() {
  return useQuery(openApiQuery);
}
