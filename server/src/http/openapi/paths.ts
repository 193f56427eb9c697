/** Where the document and its reference page are served. */
export const openApiPaths = { document: '/api/openapi.json', docs: '/api/docs' } as const;
