// @ts-check
// DevTools' "Slow 4G" preset and a 4x slower CPU, the figures Lighthouse's mobile throttling uses
// too: the phone of `npm run bench:phone` and of the throttled browser tests (e2e/support/phone.ts).

export const THROTTLING = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.5 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
}

/**
 * Applies THROTTLING to a page through its DevTools session.
 * @param {{ send(method: string, params?: object): Promise<unknown> }} cdp
 */
export async function throttleLikeAPhone(cdp) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
}
