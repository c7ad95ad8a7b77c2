/** A script's faces beside the Latin ones: its core family and its complete one. */
export interface ScriptFamilies {
  core: string
  complete: string
}

/**
 * The font stack for one role, from a stack `'core', 'core Fallback', …` (fonts.ts):
 *
 *   'core', <other script's core>, '<complete>', <other script's complete>, 'core Fallback', …
 *
 * Every core family comes before any complete one. Chrome builds the font data of each
 * family it walks past for a run of text (and for the space, which sets the line's metrics); a
 * complete family that has not been downloaded, which is the usual case, then costs a system
 * font lookup and a font-settings request to the browser per size and weight, as its stand-in
 * while "loading". With the Arabic core first and the Arabic complete family second, every
 * Latin character and space walked through it: about a third of the Arabic pages' first-view
 * layout went into those lookups. A character neither core file has still reaches the complete
 * families, ahead of the local, metric-matched fallback, which has every Latin character and
 * would otherwise win.
 */
export function fontStack(fontFamily: string, completeFamily: string, otherScript?: ScriptFamilies) {
  const [core, ...fallbacks] = fontFamily.split(',').map((name) => name.trim())
  const cores = otherScript ? [core, otherScript.core] : [core]
  const completes = otherScript ? [`'${completeFamily}'`, otherScript.complete] : [`'${completeFamily}'`]
  return [...cores, ...completes, ...fallbacks].join(', ')
}
