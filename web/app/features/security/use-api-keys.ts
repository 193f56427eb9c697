import {
  API_KEY_LIMIT_ERROR,
  type ApiKey,
  apiKeyListSchema,
  apiKeyPaths,
  apiKeyResponseSchema,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createdApiKeySchema,
  type UpdateApiKeyRequest,
} from '@vela/contracts/api-keys';
import { apiErrorSchema } from '@vela/contracts/errors';
import { FetchError } from 'ofetch';
import { useCallback, useState } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';

/** A failed call, as the message key (apiKeys.errors.*) the screen shows. */
export type ApiKeyFailure = 'limit' | 'publicKeyInvalid' | 'failed';

export function failureOf(error: unknown): ApiKeyFailure {
  if (error instanceof FetchError) {
    const body = apiErrorSchema.safeParse(error.data);
    if (body.success && body.data.reason === API_KEY_LIMIT_ERROR) return 'limit';
    if (body.success && body.data.reason === 'bad-public-key') return 'publicKeyInvalid';
  }
  return 'failed';
}

async function call<T>(request: Promise<unknown>, parse: (value: unknown) => T): Promise<T> {
  const response = await request;
  if (isNetworkFailure(response)) throw response;
  return parse(response);
}

export const apiKeyCalls = {
  create: (request: CreateApiKeyRequest): Promise<CreatedApiKey> =>
    call(browserApi().post(apiKeyPaths.keys, request), (value) => createdApiKeySchema.parse(value)),
  update: (id: string, request: UpdateApiKeyRequest): Promise<ApiKey> =>
    call(browserApi().post(apiKeyPaths.update(id), request), (value) => apiKeyResponseSchema.parse(value).key),
  remove: (id: string): Promise<void> => call(browserApi().post(apiKeyPaths.delete(id)), () => undefined),
};

/** The account's keys: the loader's list first, reloaded on demand, changed in place after an edit. */
export function useApiKeys(initial: ApiKey[] | null) {
  const [keys, setKeys] = useState<ApiKey[] | null>(initial);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(initial === null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const list = await call(browserApi().get(apiKeyPaths.keys), (value) => apiKeyListSchema.parse(value).keys);
      setKeys(list);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  const added = useCallback((key: ApiKey) => setKeys((list) => [key, ...(list ?? [])]), []);
  const replaced = useCallback(
    (key: ApiKey) => setKeys((list) => (list ?? []).map((one) => (one.id === key.id ? key : one))),
    [],
  );
  const removed = useCallback((id: string) => setKeys((list) => (list ?? []).filter((one) => one.id !== id)), []);

  return { keys, loading, loadFailed, reload, added, replaced, removed };
}
