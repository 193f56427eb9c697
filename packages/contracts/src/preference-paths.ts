// The preferences calls' paths, without the zod schemas of preferences.ts.
// "perfenerce" is the contract's spelling of these paths; keep it.
export const PREFERENCES_GET_PATH = '/v2/users/membership/user-perfenerce/get';
export const PREFERENCES_UPDATE_PATH = '/v2/users/membership/user-perfenerce/update';
