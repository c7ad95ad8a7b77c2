/**
 * `'core', 'core Fallback', …` becomes `'core', '<complete family>', 'core Fallback', …`: a
 * character the preloaded core file lacks is looked up in the complete family (fonts.ts) before
 * the local, metric-matched fallback, which has every Latin character and would otherwise win.
 */
export function withCompleteFamily(fontFamily: string, completeFamily: string) {
  const [core, ...fallbacks] = fontFamily.split(',').map((name) => name.trim())
  return [core, `'${completeFamily}'`, ...fallbacks].join(', ')
}
