/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once. The
 * pages' Content-Security-Policy has no 'unsafe-eval', so that try is reported as a violation (and
 * refused) even though zod catches it. Zod reads its settings from `globalThis.__zod_globalConfig`,
 * so this classic inline script, run in the document's head before any module, turns the compiler
 * off before the first schema is made: zod then parses without eval and never tries it.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
